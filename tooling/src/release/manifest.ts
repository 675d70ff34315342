/**
 * The parts of a Module Federation manifest (`mf-manifest.json`) that
 * deploy and the contract check read, and the checks that a published
 * release actually loads: its manifest answers, its entry script is there
 * and parses, and every file it names is served.
 */
import { readFile } from 'node:fs/promises';
import vm from 'node:vm';
import type { ParishBuildInfo } from './buildInfo';

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface FederationManifest {
  name: string;
  metaData: {
    /** Ours (ParishBuildInfo) for builds of this repository; only `buildVersion` is certain. */
    buildInfo: Partial<ParishBuildInfo> & { buildVersion: string };
    remoteEntry: { name: string; path: string };
    /** The version of the Module Federation plugin that built it. */
    pluginVersion?: string;
  };
  shared: {
    name: string;
    version: string;
    singleton?: boolean;
    requiredVersion?: string | false;
    assets: ManifestAssets;
  }[];
  /** `name` is `routes` for the expose `./routes`. */
  exposes: { name: string; path: string; assets: ManifestAssets }[];
}

export function parseManifest(value: unknown, where: string): FederationManifest {
  const manifest = value as Partial<FederationManifest> | null;
  if (
    typeof manifest?.name !== 'string' ||
    typeof manifest.metaData?.buildInfo?.buildVersion !== 'string' ||
    !Array.isArray(manifest.shared) ||
    !Array.isArray(manifest.exposes)
  ) {
    throw new Error(`${where} is not a Module Federation manifest`);
  }
  return manifest as FederationManifest;
}

export async function readManifestFile(file: string): Promise<FederationManifest> {
  return parseManifest(JSON.parse(await readFile(file, 'utf8')), file);
}

export const FETCH_TIMEOUT_MS = 5_000;

async function request(url: string, method: 'GET' | 'HEAD'): Promise<Response> {
  try {
    return await fetch(url, { method, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
        : error instanceof Error
          ? (error.cause as Error | undefined)?.message || error.message
          : String(error);
    throw new Error(`${url}: ${reason}`, { cause: error });
  }
}

export async function fetchManifest(url: string): Promise<FederationManifest> {
  const response = await request(url, 'GET');
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  return parseManifest(body, url);
}

/** The entry script's URL: beside the manifest (releases are built with publicPath 'auto'). */
export function remoteEntryUrl(manifestUrl: string, manifest: FederationManifest): string {
  const { name, path } = manifest.metaData.remoteEntry;
  return new URL(path ? `${path.replace(/\/+$/, '')}/${name}` : name, manifestUrl).href;
}

/** Every file the manifest names (the exposes' and shared fallbacks' chunks), relative to it. */
export function manifestFiles(manifest: FederationManifest): string[] {
  const files = new Set<string>();
  for (const { assets } of [...manifest.exposes, ...manifest.shared]) {
    for (const list of [assets.js.sync, assets.js.async, assets.css.sync, assets.css.async]) {
      for (const file of list) files.add(file);
    }
  }
  return [...files].sort();
}

/**
 * Problems that would stop a browser loading this release: its entry script
 * missing or not valid JavaScript, or a file it names not served. Empty
 * when it loads.
 */
export async function releaseLoadProblems(
  manifestUrl: string,
  manifest: FederationManifest,
): Promise<string[]> {
  const problems: string[] = [];
  const entryUrl = remoteEntryUrl(manifestUrl, manifest);
  try {
    const response = await request(entryUrl, 'GET');
    if (!response.ok) {
      problems.push(`Its entry ${entryUrl} answered ${response.status}.`);
    } else {
      // Compiled, not run: a syntax error or a truncated upload shows here.
      new vm.Script(await response.text(), { filename: entryUrl });
    }
  } catch (error) {
    problems.push(`Its entry ${entryUrl} does not load: ${(error as Error).message}.`);
  }
  const missing = await Promise.all(
    manifestFiles(manifest).map(async (file) => {
      const url = new URL(file, manifestUrl).href;
      try {
        const response = await request(url, 'HEAD');
        return response.ok ? null : `${file} answered ${response.status}`;
      } catch (error) {
        return `${file}: ${(error as Error).message}`;
      }
    }),
  );
  for (const problem of missing)
    if (problem) problems.push(`A file it loads is missing: ${problem}.`);
  return problems;
}
