/**
 * The live registry: which release of each remote the site loads, and the
 * history of deploys and rollbacks. One JSON document, `registry.json` in
 * the releases directory, replaced whole by a rename (atomic on one file
 * system; a single PUT on an object store), so a reader sees the old
 * document or the new one, never half of each. Every shell server reads
 * the same file (shared storage), checking its modification on each
 * request. See docs/delivery.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesRegistry } from '@parish/shared-types';
import {
  releaseManifestTemplate,
  REMOTES,
  serverManifestFor,
  unversionedRegistry,
  type Remote,
} from './topology';

/** A release the site loaded (or loads) for one remote. */
export interface DeployedRelease {
  release: string;
  /** The manifest URL pages load, as deploy checked it. */
  manifest: string;
  deployedAt: string;
}

export interface RemoteRecord {
  /** What pages load now; null: the unversioned build (dist/). */
  current: DeployedRelease | null;
  /** What was live before each deploy still in effect, latest last: rollback goes back to it. */
  previous: (DeployedRelease | null)[];
}

export interface RegistryEvent {
  at: string;
  remote: Remote;
  action: 'deploy' | 'rollback';
  /** Releases before and after; null is the unversioned build. */
  from: string | null;
  to: string | null;
  /** Who ran the command (the operating system user). */
  by: string;
}

export interface RegistryDocument {
  schema: 1;
  remotes: Partial<Record<Remote, RemoteRecord>>;
  /** Every deploy and rollback, oldest first. */
  history: RegistryEvent[];
}

export const REGISTRY_FILE = 'registry.json';

export function emptyRegistry(): RegistryDocument {
  return { schema: 1, remotes: {}, history: [] };
}

export function registryPath(releasesDir: string): string {
  return path.join(releasesDir, REGISTRY_FILE);
}

function recordOf(document: RegistryDocument, remote: Remote): RemoteRecord {
  return document.remotes[remote] ?? { current: null, previous: [] };
}

export function currentRelease(document: RegistryDocument, remote: Remote): DeployedRelease | null {
  return recordOf(document, remote).current;
}

/** The document after `release` of `remote` goes live. */
export function withDeploy(
  document: RegistryDocument,
  remote: Remote,
  release: DeployedRelease,
  by: string,
): RegistryDocument {
  const record = recordOf(document, remote);
  return {
    ...document,
    remotes: {
      ...document.remotes,
      [remote]: { current: release, previous: [...record.previous, record.current] },
    },
    history: [
      ...document.history,
      {
        at: release.deployedAt,
        remote,
        action: 'deploy',
        from: record.current?.release ?? null,
        to: release.release,
        by,
      },
    ],
  };
}

/**
 * What a rollback of `remote` returns to: the release live before the
 * current one (null: the unversioned build), or undefined when the remote
 * was never deployed.
 */
export function rollbackTarget(
  document: RegistryDocument,
  remote: Remote,
): DeployedRelease | null | undefined {
  const { previous } = recordOf(document, remote);
  return previous.length === 0 ? undefined : previous[previous.length - 1];
}

/** The document after `remote` goes back one step (see rollbackTarget). */
export function withRollback(
  document: RegistryDocument,
  remote: Remote,
  by: string,
  at: string,
): RegistryDocument {
  const record = recordOf(document, remote);
  const target = rollbackTarget(document, remote);
  if (target === undefined) throw new Error(`${remote} has no earlier release to roll back to`);
  return {
    ...document,
    remotes: {
      ...document.remotes,
      [remote]: { current: target, previous: record.previous.slice(0, -1) },
    },
    history: [
      ...document.history,
      {
        at,
        remote,
        action: 'rollback',
        from: record.current?.release ?? null,
        to: target?.release ?? null,
        by,
      },
    ],
  };
}

/** `remotes.json` for the shell: each remote's deployed release, else its unversioned build. */
export function remotesJsonFor(
  document: RegistryDocument,
  baseUrls: Record<Remote, string>,
): Required<RemotesRegistry> {
  const registry = unversionedRegistry(baseUrls);
  for (const remote of REMOTES) {
    const current = currentRelease(document, remote);
    if (current) {
      registry[remote] = {
        manifest: current.manifest,
        serverManifest: serverManifestFor(remote, current.manifest),
        release: current.release,
        releaseManifest: releaseManifestTemplate(baseUrls[remote]),
      };
    }
  }
  return registry;
}

function isRegistryDocument(value: unknown): value is RegistryDocument {
  const document = value as Partial<RegistryDocument> | null;
  return (
    document?.schema === 1 &&
    typeof document.remotes === 'object' &&
    document.remotes !== null &&
    Array.isArray(document.history)
  );
}

/** The registry in `releasesDir`; an empty one when nothing was ever deployed. */
export async function readRegistry(releasesDir: string): Promise<RegistryDocument> {
  const file = registryPath(releasesDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
  const document: unknown = JSON.parse(text);
  if (!isRegistryDocument(document)) throw new Error(`${file} is not a release registry`);
  return document;
}

/** Writes the whole document to a temporary file beside it, then renames it into place. */
export async function writeRegistry(releasesDir: string, document: RegistryDocument) {
  await mkdir(releasesDir, { recursive: true });
  const file = registryPath(releasesDir);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(document, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

const LOCK_STALE_MS = 60_000;
const LOCK_WAIT_MS = 10_000;

/**
 * Runs `change` on the registry with no other deploy or rollback in
 * between (a lock file beside it; one left by a crashed command is taken
 * over after a minute), and writes what it returns.
 */
export async function updateRegistry<T>(
  releasesDir: string,
  change: (document: RegistryDocument) => { document: RegistryDocument; result: T },
): Promise<T> {
  await mkdir(releasesDir, { recursive: true });
  const lock = `${registryPath(releasesDir)}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > LOCK_STALE_MS) {
        await rm(lock, { force: true });
      } else if (Date.now() > deadline) {
        throw new Error(`Another deploy or rollback holds ${lock}; try again in a moment.`, {
          cause: error,
        });
      } else {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
  try {
    const { document, result } = change(await readRegistry(releasesDir));
    await writeRegistry(releasesDir, document);
    return result;
  } finally {
    await rm(lock, { force: true });
  }
}

/**
 * A reader for servers: it stats the file on each call and parses it again
 * only when it changed (a rename gives it a new inode and time). A file it
 * cannot read keeps the last good document, so a bad edit by hand never
 * takes the site down. Without a file, the registry is empty, changed when
 * the reader was made.
 */
export function createRegistryReader(releasesDir: string) {
  const file = registryPath(releasesDir);
  const createdAt = new Date();
  let cached: { key: string; document: RegistryDocument; modifiedAt: Date } | null = null;
  return async function currentRegistry(): Promise<{
    document: RegistryDocument;
    modifiedAt: Date;
  }> {
    let key = 'none';
    let modifiedAt = createdAt;
    try {
      const info = await stat(file);
      key = `${info.ino}-${info.size}-${info.mtimeMs}`;
      modifiedAt = info.mtime;
    } catch {
      // no deploy yet
    }
    if (cached?.key === key) return cached;
    try {
      cached = { key, document: await readRegistry(releasesDir), modifiedAt };
    } catch (error) {
      console.error(`[registry] ${file} could not be read; keeping the last good one`, error);
      // Remembered under the new key, so the same bad file is not read again.
      cached = { key, document: cached?.document ?? emptyRegistry(), modifiedAt };
    }
    return cached;
  };
}
