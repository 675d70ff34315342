/**
 * What a production build says about itself in its manifest
 * (`metaData.buildInfo`): which release it is, built from which commit and
 * when, against which versions of the workspace packages, and which other
 * remotes' widgets its pages mount. Deploy and the contract check read it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@parish/site-server/topology';
import { USED_EXPORTS } from '../rspack/usedExports';

export interface ParishBuildInfo {
  /** The release version (Module Federation's own field). */
  buildVersion: string;
  /** The workspace package (Module Federation's own field). */
  buildName: string;
  packageVersion: string;
  /** Short hash of the commit built, or 'unknown' outside a git checkout. */
  commit: string;
  /** Whether tracked files differed from that commit. */
  dirty: boolean;
  /** ISO time of the build. */
  builtAt: string;
  sharedWebVersion: string;
  sharedTypesVersion: string;
  /** Widget ids (`booking/widgets/UpcomingEvents`) this app's pages mount. */
  mountedWidgets: string[];
  /**
   * The names of each trimmed shared library this build keeps and uses
   * (tooling/src/rspack/usedExports.ts): a shell's copy holds only these.
   */
  sharedUsedExports?: Record<string, readonly string[]>;
  /**
   * Where the build's federation runtime core comes from: the shell
   * `provides` it to the page, a remote reads it from the page (`external`,
   * tooling/src/rspack/runtimeProvider.ts). Missing in builds that carry their own.
   */
  federationRuntime?: 'provides' | 'external';
}

/** The environment `npm run release` hands the build, so it knows the version first. */
export const RELEASE_ENV = {
  version: 'PARISH_RELEASE_VERSION',
  commit: 'PARISH_RELEASE_COMMIT',
  dirty: 'PARISH_RELEASE_DIRTY',
  builtAt: 'PARISH_RELEASE_BUILT_AT',
  outputDir: 'PARISH_RELEASE_OUTPUT_DIR',
} as const;

function git(args: string[], cwd: string): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

export function currentCommit(cwd: string): { commit: string; dirty: boolean } {
  const commit = git(['rev-parse', '--short=7', 'HEAD'], cwd);
  if (!commit) return { commit: 'unknown', dirty: false };
  const changes = git(['status', '--porcelain', '--untracked-files=no'], cwd);
  return { commit, dirty: Boolean(changes) };
}

/** `20261124.101500`: the build time in UTC, sortable and safe in a URL. */
function timeStamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}.${iso.slice(11, 19).replaceAll(':', '')}`;
}

/**
 * A release's version: the package version, the build time and the commit,
 * e.g. `1.0.0-20261124.101500-abc1234` (`-dirty` when built from changes
 * not committed). Two builds never share one unless built the same second.
 */
export function releaseVersion(parts: {
  packageVersion: string;
  builtAt: Date;
  commit: string;
  dirty: boolean;
}): string {
  const dirty = parts.dirty ? '-dirty' : '';
  return `${parts.packageVersion}-${timeStamp(parts.builtAt)}-${parts.commit}${dirty}`;
}

export function readPackageJson(dir: string): { name: string; version: string } {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
}

/** The version of `pkg` that a build in `fromDir` resolves (node_modules, nearest first). */
export function installedVersion(pkg: string, fromDir: string): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(manifest)) return readPackageJson(path.dirname(manifest)).version;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed for ${fromDir}`);
  }
}

/** `react/jsx-runtime` → `react`, `@mui/material` → `@mui/material`. */
export function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

const WIDGET_ID = new RegExp(`['"\`]((?:${REMOTES.join('|')})/widgets/[A-Za-z0-9]+)['"\`]`, 'g');

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The widgets an app's pages mount: every widget id (`<remote>/widgets/<Name>`,
 * typed by RemoteWidgetProps) written in its source outside tests.
 */
export function mountedWidgetIds(appDir: string): string[] {
  const ids = new Set<string>();
  for (const file of sourceFiles(path.join(appDir, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(WIDGET_ID)) {
      if (match[1]) ids.add(match[1]);
    }
  }
  return [...ids].sort();
}

/**
 * This build's identity: from `npm run release` when it runs the build
 * (the version is decided before building), else worked out here.
 */
export function buildInfoFor(
  appDir: string,
  env: NodeJS.ProcessEnv = process.env,
): ParishBuildInfo {
  const pkg = readPackageJson(appDir);
  const fromGit = currentCommit(appDir);
  const commit = env[RELEASE_ENV.commit] ?? fromGit.commit;
  const dirty = env[RELEASE_ENV.dirty] ? env[RELEASE_ENV.dirty] === 'true' : fromGit.dirty;
  const builtAt = new Date(env[RELEASE_ENV.builtAt] ?? Date.now());
  return {
    buildVersion:
      env[RELEASE_ENV.version] ??
      releaseVersion({ packageVersion: pkg.version, builtAt, commit, dirty }),
    buildName: pkg.name,
    packageVersion: pkg.version,
    commit,
    dirty,
    builtAt: builtAt.toISOString(),
    sharedWebVersion: installedVersion('@parish/shared-web', appDir),
    sharedTypesVersion: installedVersion('@parish/shared-types', appDir),
    mountedWidgets: mountedWidgetIds(appDir),
    sharedUsedExports: USED_EXPORTS,
  };
}
