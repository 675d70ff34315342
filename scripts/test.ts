/**
 * `npm test`: everything CI checks, in order, stopping at the first failure:
 * typecheck, lint and format, unit and integration tests of every workspace
 * (the API's on embedded PostgreSQL, and again on the PostgreSQL server
 * TEST_DATABASE_URL or DATABASE_URL names, if any), then a production build and end-to-end
 * tests in real Chromium, the outside linters (Redocly, html-validate, axe) and the
 * contract check deploy makes, on those builds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '@parish/e2e/support/browser';

const ROOT = path.resolve(import.meta.dirname, '..');
const timings: Array<[string, number]> = [];

/** Runs one check; `env` adds variables, and removes those it sets to undefined. */
function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.info(`\n━━ ${name} ━━`);
  const started = performance.now();
  const childEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: childEnv });
  timings.push([name, (performance.now() - started) / 1000]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    printTimings();
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs checks side by side (each is single-threaded, and CI has two cores),
 * printing each one's output whole when it ends so the logs do not mix; stops
 * after them if any failed.
 */
async function parallelSteps(steps: Array<{ name: string; command: string; args: string[] }>) {
  console.info(`\n━━ ${steps.map((s) => s.name).join(' + ')} (side by side) ━━`);
  const results = await Promise.all(
    steps.map(
      ({ name, command, args }) =>
        new Promise<{ name: string; status: number | null }>((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { cwd: ROOT, env: process.env });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (status) => {
            timings.push([name, (performance.now() - started) / 1000]);
            console.info(`\n── ${name} ──`);
            process.stdout.write(Buffer.concat(output));
            resolve({ name, status });
          });
        }),
    ),
  );
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    for (const { name } of failed) console.error(`\n✖ ${name} failed`);
    printTimings();
    process.exit(failed[0]?.status ?? 1);
  }
}

/** How long each step took: printed after a failure too, where CI's log ends. */
function printTimings() {
  for (const [name, seconds] of timings)
    console.info(`  ${name.padEnd(48)} ${seconds.toFixed(1)} s`);
}

/**
 * Installs Debian's `pkg` when `binary` is missing (as root, as CI runs), or
 * says how to and stops: `need` says what it is for, `orElse` another way.
 */
function ensureDebianPackage(binary: string, pkg: string, need: string, orElse = '') {
  if (existsSync(binary)) return;
  const install = `apt-get update && apt-get install -y ${pkg}`;
  if (process.getuid?.() === 0) {
    step(`install ${pkg} (Debian package)`, 'bash', [
      '-c',
      `DEBIAN_FRONTEND=noninteractive ${install}`,
    ]);
    return;
  }
  console.error(`\n✖ ${need} at ${binary}.\n  Install it with:  sudo ${install}${orElse}`);
  process.exit(1);
}

const ensureChromium = () =>
  ensureDebianPackage(
    CHROMIUM_PATH,
    'chromium',
    'End-to-end tests need Chromium',
    '\n  (or set CHROMIUM_PATH to another Chromium binary)',
  );

/** `pdftotext` (Debian's poppler-utils): the statement tests read the PDFs' text with it. */
const ensurePdftotext = () =>
  ensureDebianPackage(
    '/usr/bin/pdftotext',
    'poppler-utils',
    'The year-end statement tests need pdftotext',
  );

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Jest's default is one worker fewer than the cores, which on CI's 2 cores is
// one: the parent process mostly waits, so half the machine sat idle. Each
// worker gets a core of its own here; nothing else runs alongside.
const unitWorkers = `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`;
// Three single-threaded checks on two cores: the typecheck alone took
// longer than the lint beside it, one core idle meanwhile.
await parallelSteps([
  {
    name: 'typecheck (root, shared packages, API, servers, e2e)',
    command: npm,
    args: ['run', 'typecheck:core'],
  },
  { name: 'typecheck (the shell and the remotes)', command: npm, args: ['run', 'typecheck:apps'] },
  { name: 'lint', command: npm, args: ['run', 'lint'] },
]);
ensurePdftotext();
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
/**
 * With a PostgreSQL server the API's suite runs twice, so each pass leaves
 * out what the other proves as well (CI's time is counted). On PostgreSQL:
 * the files whose outcome does not depend on the database engine (routes'
 * roles, answers' secrets, the OpenAPI document, settings, paths, rendered
 * mails) and the batches' arithmetic property (the same SQL, 1,000 random
 * batches). On the embedded database: the 2,000-recipient send stopped
 * halfway, whose row locks between sender and outbox a real server proves.
 * Without a server, everything runs on the embedded database.
 */
const ENGINE_INDEPENDENT = [
  '/node_modules/',
  'api/src/__tests__/(no-secrets|role-matrix|config|paths|paymentsConfig|mail-templates)\\.test',
  'api/src/openapi/',
  'mail-templates/__tests__/',
  'mail/templates/__tests__/',
  'batch-totals\\.property\\.test',
];
const POSTGRES_ONLY = ['/node_modules/', 'campaigns/__tests__/exactly-once\\.test'];

// The API's suite runs on the embedded database here, whatever the shell has set…
step(
  'unit and integration tests',
  npm,
  [
    'run',
    'test:unit',
    '--',
    '--ci',
    unitWorkers,
    ...(postgresUrl ? ['--testPathIgnorePatterns', ...POSTGRES_ONLY] : []),
  ],
  { TEST_DATABASE_URL: undefined, DATABASE_URL: undefined },
);
// …and once more on a real PostgreSQL server when TEST_DATABASE_URL (or
// DATABASE_URL) names one, as in CI: only a server with concurrent
// transactions proves that simultaneous bookings cannot oversell. Each test
// file makes and drops its own database there; no existing data is touched.
if (postgresUrl) {
  step(
    'API tests on PostgreSQL',
    npm,
    [
      'run',
      'test:unit',
      '--',
      '--ci',
      unitWorkers,
      '--selectProjects',
      'api',
      '--testPathIgnorePatterns',
      ...ENGINE_INDEPENDENT,
    ],
    {
      TEST_DATABASE_URL: postgresUrl,
      DATABASE_URL: undefined,
    },
  );
} else {
  console.info(
    '\n(Neither TEST_DATABASE_URL nor DATABASE_URL is set: the API suite ran on the embedded database only)',
  );
}
ensureChromium();
// Playwright Test; with CI set (as CI sets it) a failing test leaves its trace in e2e/test-results.
step('end-to-end tests (production build, Chromium)', npm, ['run', 'test:e2e']);
// Linters no one here wrote, on what the site serves (the builds the
// end-to-end tests just made): Redocly on /api/openapi.json, html-validate
// and axe-core's WCAG 2 AA rules (in the same Chromium) on every page of the sitemap.
step('outside linters (Redocly, html-validate, axe, linkinator)', npm, ['run', 'lint:outside']);
// What deploy refuses, checked on this commit's builds (the ones the end-to-end
// tests just made): export snapshots and each remote's contract with the shell.
step('contract check (shared packages, each remote against the shell)', npm, [
  'run',
  'contract:check',
]);

console.info('\n✔ all checks passed');
printTimings();
