/**
 * Where releases live: `<RELEASES_DIR>/<remote>/<version>/`, one directory
 * per release, never overwritten or cleaned, beside the live registry
 * (`registry.json`). RELEASES_DIR defaults to `releases/` in the checkout
 * (gitignored); in production it is storage every server shares.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from './repoRoot';
import type { Remote } from '@parish/site-server/topology';

export function releasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RELEASES_DIR || path.join(findRepoRoot(), 'releases'));
}

export function releaseDir(root: string, remote: Remote, version: string): string {
  return path.join(root, remote, version);
}

/** The releases of `remote` published in `root`, oldest first (versions sort by build time). */
export function publishedReleases(root: string, remote: Remote): string[] {
  const dir = path.join(root, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(path.join(dir, entry.name, 'mf-manifest.json')))
    .map((entry) => entry.name)
    .sort((a, b) => releaseTime(a).localeCompare(releaseTime(b)) || a.localeCompare(b));
}

/** The build-time part of a version (`20261124.101500`), for ordering. */
function releaseTime(version: string): string {
  return /-(\d{8}\.\d{6})-/.exec(version)?.[1] ?? version;
}
