/**
 * Releasing and deploying from a test, through the same commands an
 * operator runs, against a test site whose RELEASES_DIR is its own.
 *
 * Builds of a remote other than the repository's own (a second version, or
 * one that breaks the contract) are made from a scratch workspace under
 * `e2e/.fixtures/` (gitignored), built with the repository's bundler config
 * as a team's checkout would build it.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppName, Remote } from '@parish/site-server';
import { ROOT } from '@parish/site-server/root';
import type { TestSite } from './site';

export interface CommandResult {
  code: number | null;
  /** stdout and stderr, interleaved as printed. */
  output: string;
  seconds: number;
}

/** The environment an operator of this test site would have. */
export function operatorEnv(site: TestSite, releasesDir: string): NodeJS.ProcessEnv {
  const urls = Object.fromEntries(
    (['shell', 'content', 'commerce', 'booking', 'admin'] as AppName[]).map((app) => [
      `${app.toUpperCase()}_URL`,
      site.stack.urls[app],
    ]),
  );
  return { ...process.env, ...urls, RELEASES_DIR: releasesDir };
}

export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      resolve({ code, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `npm run <script> -- <args>` at the repository's root, as an operator types it. */
export function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return runCommand(npm, ['run', script, '--', ...args], { cwd: ROOT, env });
}

/** `npm run release` in a workspace directory; returns the version (its last word). */
export async function release(
  remote: Remote,
  workspace: string,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const result = await runCommand(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/release.ts'), remote],
    { cwd: workspace, env },
  );
  if (result.code !== 0) throw new Error(`release of ${remote} failed:\n${result.output}`);
  const version = result.output.trim().split(/\s+/).pop();
  if (!version) throw new Error(`release printed no version:\n${result.output}`);
  return version;
}

export interface FixtureRemote {
  /** Directory name under e2e/.fixtures/. */
  name: string;
  remote: Remote;
  exposes: Record<string, string>;
  /** Source files, by path inside the workspace (`src/routes.tsx`). */
  files: Record<string, string>;
  /** Packages this workspace resolves before the repository's: name → package.json fields and files. */
  packages?: Record<string, { version: string; files: Record<string, string> }>;
  /** A copy of @parish/shared-web at another version, with extra source files. */
  sharedWeb?: { version: string; files: Record<string, string>; addToIndex: string };
  /**
   * Modules its server build exposes besides `exposes` (`./page-data`); without
   * this, the release has no server build and its pages render in the browser.
   */
  serverExposes?: Record<string, string>;
  /**
   * Names of trimmed shared libraries this team's checkout uses beyond the
   * repository's lists, as `npm run shared:exports` would have added them
   * to its tooling/src/rspack/usedExports.ts (`{ '@mui/material': ['Rating'] }`);
   * the fixture's config adds them to the same list the build reads.
   */
  sharedExports?: Record<string, string[]>;
}

/**
 * The fixture's rspack.config.ts: the repository's bundler config, with its
 * own shared-export lists, and a server build when it has server exposes.
 */
function fixtureConfig(dir: string, fixture: FixtureRemote): string {
  const from = (file: string) => path.relative(dir, path.join(ROOT, file));
  const added = Object.entries(fixture.sharedExports ?? {});
  const lines: string[] = [];
  lines.push(
    `import { createAppConfig, createServerConfig, USED_EXPORTS, withServerBuild } from '${from('rspack.base')}';`,
  );
  for (const [library, names] of added) {
    const key = JSON.stringify(library);
    lines.push(
      `USED_EXPORTS[${key}] = [...(USED_EXPORTS[${key}] ?? []), ...${JSON.stringify(names)}].sort();`,
    );
  }
  lines.push(
    `const options = { name: '${fixture.remote}', dirname: import.meta.dirname, exposes: ${JSON.stringify(fixture.exposes)} } as const;`,
  );
  if (fixture.serverExposes) {
    lines.push(
      'export default withServerBuild(',
      '  createAppConfig(options),',
      `  createServerConfig({ ...options, exposes: { ...options.exposes, ...${JSON.stringify(fixture.serverExposes)} } }),`,
      ');',
    );
  } else {
    lines.push('export default createAppConfig(options);');
  }
  return `${lines.join('\n')}\n`;
}

export const FIXTURES_DIR = path.join(ROOT, 'e2e', '.fixtures');

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes a scratch remote workspace; returns its directory. */
export function createFixtureRemote(fixture: FixtureRemote): string {
  const dir = path.join(FIXTURES_DIR, fixture.name);
  rmSync(dir, { recursive: true, force: true });
  write(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: `@parish/fixture-${fixture.name}`, version: '1.0.0', type: 'module' }),
  );
  write(path.join(dir, 'rspack.config.ts'), fixtureConfig(dir, fixture));
  write(path.join(dir, 'src/index.ts'), 'export {};\n');
  for (const [file, text] of Object.entries(fixture.files)) write(path.join(dir, file), text);
  for (const [name, pkg] of Object.entries(fixture.packages ?? {})) {
    const pkgDir = path.join(dir, 'node_modules', name);
    write(
      path.join(pkgDir, 'package.json'),
      JSON.stringify({ name, version: pkg.version, type: 'module', main: 'index.js' }),
    );
    for (const [file, text] of Object.entries(pkg.files)) write(path.join(pkgDir, file), text);
  }
  if (fixture.sharedWeb) {
    // Outside node_modules (linked in, as npm links a workspace) so its TypeScript is compiled.
    const copy = path.join(dir, 'shared-web');
    cpSync(path.join(ROOT, 'shared-web', 'src'), path.join(copy, 'src'), { recursive: true });
    cpSync(path.join(ROOT, 'shared-web', 'package.json'), path.join(copy, 'package.json'));
    const pkgFile = path.join(copy, 'package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
    pkg.version = fixture.sharedWeb.version;
    write(pkgFile, JSON.stringify(pkg, null, 2));
    for (const [file, text] of Object.entries(fixture.sharedWeb.files)) {
      write(path.join(copy, file), text);
    }
    const index = path.join(copy, 'src/index.ts');
    write(index, `${readFileSync(index, 'utf8')}${fixture.sharedWeb.addToIndex}\n`);
    mkdirSync(path.join(dir, 'node_modules/@parish'), { recursive: true });
    symlinkSync(copy, path.join(dir, 'node_modules/@parish/shared-web'), 'dir');
  }
  return dir;
}
