/**
 * Builds and runs the composed site as separate deployments would: the API
 * as its own process, and each app's production build on its own origin.
 * Used by `npm start` and by the end-to-end tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startAppServer, type RunningAppServer } from './appServer';
import { createSiteMetrics, type LogLevel } from './observability';
import { ROOT } from './root';
import type { TrustedProxies } from './siteConfig';
import { createRemotesReader, createShellDocuments } from './shellDocuments';
import { startServerRendering } from './ssr/serverPages';
import {
  ConfigurationRefused,
  refusalReasons,
  supervise,
  type SupervisedProcess,
} from './supervisor';
import { APPS, originOf, type AppName, type Remote } from './topology';

export { ROOT };
const APP_NAMES = Object.keys(APPS) as AppName[];

/** A delay that does not keep the process alive (used as a race's time limit). */
function unrefDelay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export interface BuildResult {
  app: AppName;
  seconds: number;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Production build of every app, one after another (each uses both cores). */
export async function buildApps(apps: AppName[] = APP_NAMES): Promise<BuildResult[]> {
  const results: BuildResult[] = [];
  for (const app of apps) {
    const started = performance.now();
    console.info(`\n▶ building ${APPS[app].dir} (production)`);
    await run(
      process.execPath,
      [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'],
      path.join(ROOT, APPS[app].dir),
    );
    results.push({ app, seconds: (performance.now() - started) / 1000 });
  }
  return results;
}

export function distDir(app: AppName): string {
  return path.join(ROOT, APPS[app].dir, 'dist');
}

/**
 * Marks a build made for the pseudo-locale run (`npm run report:pseudo`):
 * its Spanish is pseudo-localized English, so nothing else may take it for
 * a build of the site.
 */
export const PSEUDO_BUILD_MARK = 'pseudo-locale-build';

/** The apps with no production build, or with the pseudo-locale run's (to build again). */
export function missingBuilds(): AppName[] {
  return APP_NAMES.filter(
    (app) =>
      !existsSync(path.join(distDir(app), 'index.html')) ||
      existsSync(path.join(distDir(app), PSEUDO_BUILD_MARK)),
  );
}

export interface StackOptions {
  ports: Record<AppName, number> & { api: number };
  /**
   * Where browsers reach each app when that is not http://localhost:<port>
   * (`CONTENT_URL`, …, possibly with a path): used for remotes.json, the
   * path each app answers under and the API's CORS origins.
   */
  baseUrls?: Partial<Record<AppName, string>>;
  /**
   * The releases directory (`RELEASES_DIR`): each remote serves its
   * releases from it and the shell reads the live registry there. Without
   * it the site loads every remote's unversioned build (dist/), as CI does.
   */
  releasesDir?: string;
  /** Extra environment for the API process (PGLITE_DIR, SEED_DEMO_DATA, …). */
  apiEnv?: NodeJS.ProcessEnv;
  /** Called with each line the API prints. */
  onApiOutput?: (line: string) => void;
  /**
   * Told when the API, restarted after the site was up, refuses its
   * configuration: it is not started again (before that, `startStack`
   * rejects with the same `ConfigurationRefused`).
   */
  onApiRefused?: (refusal: ConfigurationRefused) => void;
  /** Apps not to serve, e.g. to test a remote that is down. */
  skip?: AppName[];
  /** Server rendering's settings for this site (SERVER_RENDERING, SSR_BUDGET_MS, SSR_WORKERS). */
  serverRenderingEnv?: NodeJS.ProcessEnv;
  /** `TRUSTED_PROXIES`: the load balancer or CDN in front of the apps' servers; none by default. */
  trustedProxies?: TrustedProxies;
  /** The apps' servers' `LOG_LEVEL` (observability.ts); silent by default. */
  logLevel?: LogLevel;
  /** Where their log lines go; standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** `METRICS_TOKEN`: each app server answers `/metrics` with it; none by default. */
  metricsToken?: string;
  /** `LIVESTREAM_PLAYER_ORIGIN`: the player the pages' CSP frames for /live; YouTube's by default. */
  livestreamPlayerOrigin?: string;
}

export interface RunningStack {
  urls: Record<AppName, string> & { api: string };
  /** The API's current process (a new one after a restart). */
  readonly apiProcess: ChildProcess;
  /** How many times the API was restarted after dying. */
  apiRestarts: () => number;
  /** Stops one app's server (the others keep running). */
  stopApp: (app: AppName) => Promise<void>;
  /** Starts a stopped app's server again on the same port. */
  startApp: (app: AppName) => Promise<void>;
  close: () => Promise<void>;
}

/** The API as started once: its process, and what it printed. */
interface StartedApi {
  child: ChildProcess;
  /** Once it printed that it listens. */
  listening: Promise<void>;
  /** Once it exited and its output has been read to the end. */
  closed: Promise<void>;
  /** Its last lines (at most 200). */
  output: string[];
}

/** The reasons the API gave for refusing its configuration, if that is how it ended. */
function apiRefusal(started: StartedApi, code: number | null): ConfigurationRefused | null {
  const reasons = code === 1 ? refusalReasons(started.output) : null;
  return reasons ? new ConfigurationRefused('The API', reasons) : null;
}

async function waitForHealth(
  url: string,
  api: SupervisedProcess,
  started: () => StartedApi,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Before the site is up, a crash is a failure to start, not something to restart.
    if (api.restarts() > 0 || api.current().exitCode !== null) {
      const last = started();
      await Promise.race([last.closed, unrefDelay(2_000)]);
      const refusal = apiRefusal(last, api.current().exitCode);
      if (refusal) throw refusal;
      const said = last.output.slice(-10).map((line) => `\n  ${line}`);
      throw new Error(`The API exited early (code ${api.current().exitCode})${said.join('')}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become healthy within ${timeoutMs / 1000} s`);
}

/** The line the API prints once it listens; everything it printed before has been read. */
const API_LISTENING = /API listening on /;

/**
 * The demo administrator's login from the line the API prints at start
 * (`Demo admin login: <email> / <password or what to use>`): on the first
 * start without DEMO_ADMIN_PASSWORD, the password it generated, shown this
 * once and kept nowhere in plain text. Null for any other line.
 */
export function demoAdminLoginOf(line: string): string | null {
  return /^Demo admin login: (.+)$/.exec(line.trim())?.[1] ?? null;
}

function startApi(options: StackOptions, appUrls: Record<AppName, string>): StartedApi {
  // CORS takes origins: an app served under a path is still one origin.
  const corsOrigins = [...new Set(APP_NAMES.map((app) => originOf(appUrls[app])))];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      API_PORT: String(options.ports.api),
      CORS_ORIGINS: corsOrigins.join(','),
      ...options.apiEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let markListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => {
    markListening = resolve;
  });
  const output: string[] = [];
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 200) output.shift();
      options.onApiOutput?.(line);
      if (API_LISTENING.test(line)) markListening();
    }
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return { child, listening, closed, output };
}

/**
 * The home page, rendered once before the site is said to be up: the render
 * worker loads the server code of the remotes it shows on its first
 * rendering, which would otherwise be the first visitor's wait (and, past
 * the render budget, a home page rendered in the browser). A failure only
 * leaves that to the first visitor. Other pages load their remote when
 * first asked for.
 */
async function warmUp(shellUrl: string) {
  try {
    const answer = await fetch(`${shellUrl}/`, { signal: AbortSignal.timeout(10_000) });
    await answer.arrayBuffer();
  } catch {
    // The first visitor's request will try again.
  }
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const apiUrl = `http://localhost:${options.ports.api}`;
  const urls = {
    api: apiUrl,
    ...Object.fromEntries(
      APP_NAMES.map((app) => [
        app,
        options.baseUrls?.[app] ?? `http://localhost:${options.ports[app]}`,
      ]),
    ),
  } as RunningStack['urls'];

  let started: StartedApi | null = null;
  let siteUp = false;
  const startedApi = (): StartedApi => {
    if (!started) throw new Error('the API was never started');
    return started;
  };
  // `npm start` keeps the API up: a process that dies is started again,
  // with a growing pause if it keeps dying; one that refuses its
  // configuration is not (it would refuse it again, forever).
  const api = supervise(
    () => {
      started = startApi(options, urls);
      return started.child;
    },
    {
      isRefusal: ({ code }) => apiRefusal(startedApi(), code) !== null,
      onRefused: ({ code }) => {
        const refusal = apiRefusal(startedApi(), code);
        // Before the site is up, waitForHealth rejects with it.
        if (refusal && siteUp) options.onApiRefused?.(refusal);
      },
      onExit: ({ code, signal, restartInMs }) =>
        console.error(
          `The API stopped unexpectedly (${signal ?? `exit ${code}`}); restarting it in ${(restartInMs / 1000).toFixed(1)} s.`,
        ),
    },
  );
  const servers = new Map<AppName, RunningAppServer>();
  const documentsOptions = {
    releasesDir: options.releasesDir,
    baseUrls: urls as Record<Remote, string>,
    apiBaseUrl: process.env.PUBLIC_API_BASE_URL || undefined,
    siteUrl: urls.shell,
    livestreamPlayerOrigin: options.livestreamPlayerOrigin,
  };
  const readRemotes = createRemotesReader(documentsOptions);
  // One registry for the process: every app's server and the renderings count in it.
  const metrics = createSiteMetrics();
  // The shell's server renders the public pages with its server build (issue 17).
  const serverRendering = startServerRendering({
    shellDist: distDir('shell'),
    apiOrigin: apiUrl,
    registry: async () => (await readRemotes()).registry,
    siteUrl: urls.shell,
    env: { ...process.env, ...options.serverRenderingEnv },
    metrics,
  });
  const shellDocuments = createShellDocuments(documentsOptions, serverRendering?.renderedDocument);

  const startApp = async (app: AppName) => {
    const server = await startAppServer({
      root: distDir(app),
      port: options.ports[app],
      apiOrigin: apiUrl,
      basePath: new URL(urls[app]).pathname,
      releasesRoot:
        app !== 'shell' && options.releasesDir ? path.join(options.releasesDir, app) : undefined,
      shell: app === 'shell' ? shellDocuments : undefined,
      siteUrl: app === 'shell' ? urls.shell : undefined,
      trustedProxies: options.trustedProxies,
      name: app,
      logLevel: options.logLevel,
      logStream: options.logStream,
      metrics,
      metricsToken: options.metricsToken,
    });
    servers.set(app, server);
  };
  const stopApp = async (app: AppName) => {
    await servers.get(app)?.close();
    servers.delete(app);
  };

  try {
    for (const app of APP_NAMES) {
      if (!options.skip?.includes(app)) await startApp(app);
    }
    await waitForHealth(apiUrl, api, startedApi, 60_000);
    // Healthy can be seen before the API's start-up lines are read; wait for
    // them so callers see everything it printed (e.g. the demo login).
    await Promise.race([startedApi().listening, unrefDelay(5_000)]);
    if (serverRendering && !options.skip?.includes('shell')) await warmUp(urls.shell);
    siteUp = true;
  } catch (error) {
    await api.stop();
    await Promise.all([...servers.values()].map((server) => server.close()));
    await serverRendering?.close();
    throw error;
  }

  return {
    urls,
    get apiProcess() {
      return api.current();
    },
    apiRestarts: api.restarts,
    stopApp,
    startApp,
    close: async () => {
      await Promise.all([...servers.values()].map((server) => server.close()));
      await serverRendering?.close();
      await api.stop();
    },
  };
}
