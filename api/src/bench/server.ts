/**
 * The API as `npm start` runs it (src/main.ts under tsx), in a child
 * process, so that it has its own event loop and the load generator does not
 * steal its time slices.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BENCH_SEED, type BenchDatabase } from './databases';

export interface RunningApi {
  baseUrl: string;
  /** The API's process (the mail fault runs kill it). */
  child: ChildProcess;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `src/main.ts` on `database` (only its `env` is read); resolves once /api/health answers. */
export async function startApi(
  apiRoot: string,
  database: Pick<BenchDatabase, 'env'>,
  extraEnv: Record<string, string> = {},
): Promise<RunningApi> {
  const port = await freePort();
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-bench-uploads-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/main.ts')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...database.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      API_PORT: String(port),
      UPLOADS_DIR: uploads,
      // Set, so that nothing is written under api/.data.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'false',
      PARISH_TIME_ZONE: BENCH_SEED.timeZone,
      DEMO_ADMIN_EMAIL: BENCH_SEED.demoAdmin.email,
      DEMO_ADMIN_PASSWORD: BENCH_SEED.demoAdmin.password,
      // Request lines are not written: the run measures the API, not a log pipe.
      LOG_LEVEL: 'warn',
      // No benchmarked route asks it; never the internet all the same.
      VERSE_SERVICE_URL: 'http://127.0.0.1:9/',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(uploads, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop();
    throw new Error(
      `${(error as Error).message}\n--- API output ---\n${output.join('').trimEnd()}`,
      { cause: error },
    );
  }
  return { baseUrl, child, stop };
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not become healthy within ${START_TIMEOUT_MS / 1000} s.`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
