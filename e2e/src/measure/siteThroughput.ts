/**
 * `npm run report:throughput`: requests per second and latency of the site
 * server (autocannon, 20 connections, 10 s each after a 2 s warm-up) on
 * the production builds, as `npm start` serves them on the embedded
 * database: a hashed script of the shell (a static file), and server-
 * rendered pages (every page of the sitemap with THROUGHPUT_ALL_PAGES=1,
 * else `/` and `/events`). Prints a markdown table.
 *
 * BENCH_BASELINE_DIR names another checkout of the repository (for
 * instance `git archive <commit> | tar -x -C /tmp/base`, with this
 * checkout's node_modules linked in): its own stack serves the same
 * builds, and both are measured in the same run, one after the other, for
 * a before/after comparison of the server code alone.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { APPS, startStack, type AppName, type RunningStack } from '@parish/site-server';
import { ROOT } from '@parish/site-server/root';
import { freePort } from '../support/ports';

const CONNECTIONS = Number(process.env.THROUGHPUT_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);

type StartStack = typeof startStack;

interface Row {
  server: string;
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function stackFrom(start: StartStack, dataDir: string): Promise<RunningStack> {
  const ports = { api: await freePort() } as Record<AppName, number> & { api: number };
  for (const app of Object.keys(APPS) as AppName[]) ports[app] = await freePort();
  return start({
    ports,
    apiEnv: {
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    serverRenderingEnv: { SSR_WORKERS: process.env.SSR_WORKERS ?? '1' },
  });
}

async function measure(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
}

async function benchSite(name: string, stack: RunningStack, targets: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    const url = `${stack.urls.shell}${target}`;
    await measure(url, 2);
    const result = await measure(url, SECONDS);
    rows.push({
      server: name,
      target,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
    console.info(
      `  ${name} ${target}: ${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms`,
    );
  }
  return rows;
}

/** The shell's entry script, by its hashed name in the built page. */
function hashedScript(): string {
  const html = readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8');
  const script = /<script[^>]+src="([^"]*main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('no hashed main script in shell/dist/index.html');
  return new URL(script, 'http://x').pathname;
}

async function pages(stack: RunningStack): Promise<string[]> {
  if (process.env.THROUGHPUT_ALL_PAGES !== '1') return ['/', '/events'];
  const xml = await (await fetch(`${stack.urls.shell}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
}

async function main() {
  const servers: Array<[string, StartStack]> = [];
  const baseline = process.env.BENCH_BASELINE_DIR;
  if (baseline) {
    // The stack's module where that checkout has it: its workspace, or scripts/lib before it.
    const stackModule = ['site-server/src/stack.ts', 'scripts/lib/stack.ts']
      .map((file) => path.join(path.resolve(baseline), file))
      .find((file) => existsSync(file));
    if (!stackModule) throw new Error(`${baseline} has no stack.ts to start`);
    const module = (await import(stackModule)) as { startStack: StartStack };
    servers.push(['before', module.startStack]);
  }
  servers.push([baseline ? 'after' : 'this checkout', startStack]);

  const rows: Row[] = [];
  for (const [name, start] of servers) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-throughput-'));
    const stack = await stackFrom(start, dataDir);
    try {
      rows.push(...(await benchSite(name, stack, [hashedScript(), ...(await pages(stack))])));
    } finally {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  console.info(
    `\n${CONNECTIONS} connections, ${SECONDS} s, SSR_WORKERS=${process.env.SSR_WORKERS ?? '1'}\n`,
  );
  console.info('| Server | Target | Requests/s | p50 ms | p99 ms | Non-2xx | Errors |');
  console.info('| ------ | ------ | ---------: | -----: | -----: | ------: | -----: |');
  for (const row of rows) {
    console.info(
      `| ${row.server} | \`${row.target}\` | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
