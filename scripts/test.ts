/**
 * `npm test`: everything CI checks, in order, stopping at the first failure:
 * typecheck, lint and format, unit and integration tests of every workspace
 * (the API's against a real embedded PostgreSQL, or DATABASE_URL), then a
 * production build and end-to-end tests in real Chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../e2e/src/support/browser';

const ROOT = path.resolve(import.meta.dirname, '..');
const timings: Array<[string, number]> = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.info(`\n━━ ${name} ━━`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timings.push([name, (performance.now() - started) / 1000]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const install = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    step('install Chromium (Debian package)', 'bash', [
      '-c',
      `DEBIAN_FRONTEND=noninteractive ${install}`,
    ]);
    return;
  }
  console.error(
    `\n✖ End-to-end tests need Chromium at ${CHROMIUM_PATH}.\n  Install it with:  sudo ${install}\n  (or set CHROMIUM_PATH to another Chromium binary)`,
  );
  process.exit(1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
step('typecheck', npm, ['run', 'typecheck']);
step('lint', npm, ['run', 'lint']);
step('unit and integration tests', npm, ['run', 'test:unit', '--', '--ci']);
ensureChromium();
step('end-to-end tests (production build, Chromium)', npm, ['run', 'test:e2e', '--', '--ci']);

console.info('\n✔ all checks passed');
for (const [name, seconds] of timings) console.info(`  ${name.padEnd(48)} ${seconds.toFixed(1)} s`);
