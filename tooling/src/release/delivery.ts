/**
 * What `npm run deploy` and `npm run rollback` share: reading what is live,
 * and checking that a release can go live before the registry says so.
 */
import os from 'node:os';
import { checkContract, type ContractReport, type DeployedSite } from './contract';
import { fetchManifest, releaseLoadProblems, type FederationManifest } from './manifest';
import {
  APPS,
  currentRelease,
  REMOTES,
  serverManifestFor,
  unversionedManifestUrl,
  type AppName,
  type RegistryDocument,
  type Remote,
} from '@parish/site-server';

/** `booking` or its directory `mf-booking`. */
export function parseRemote(argument: string | undefined): Remote {
  const remote = REMOTES.find((name) => argument === name || argument === APPS[name].dir);
  if (!remote) {
    throw new Error(
      `Name a remote: ${REMOTES.join(', ')} (got ${argument === undefined ? 'nothing' : `"${argument}"`}).`,
    );
  }
  return remote;
}

/** Who runs the command, for the registry's history. */
export function operator(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** The manifest URL a remote is live at: its deployed release, else its unversioned build. */
export function liveManifestUrl(
  document: RegistryDocument,
  remote: Remote,
  baseUrls: Record<AppName, string>,
): string {
  return currentRelease(document, remote)?.manifest ?? unversionedManifestUrl(baseUrls[remote]);
}

/**
 * The deployed shell's manifest (required: the contract is about it) and
 * each other remote's live manifest (for the widgets its pages mount; one
 * that does not answer is left out, with a warning).
 */
export async function readDeployedSite(
  document: RegistryDocument,
  remote: Remote,
  baseUrls: Record<AppName, string>,
): Promise<{ site: DeployedSite; warnings: string[] }> {
  let shell: FederationManifest;
  try {
    shell = await fetchManifest(unversionedManifestUrl(baseUrls.shell));
  } catch (error) {
    throw new Error(
      `The deployed shell's manifest cannot be read, so the contract cannot be checked: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const warnings: string[] = [];
  const remotes: DeployedSite['remotes'] = {};
  await Promise.all(
    REMOTES.filter((other) => other !== remote).map(async (other) => {
      try {
        remotes[other] = await fetchManifest(liveManifestUrl(document, other, baseUrls));
      } catch (error) {
        warnings.push(
          `The live ${other} did not answer (${(error as Error).message}): the widgets its pages mount were not checked.`,
        );
      }
    }),
  );
  return { site: { shell, remotes }, warnings };
}

/** What the shell's server loads of a public remote's server build. */
const SERVER_EXPOSES = ['routes', 'page-data'];

/**
 * What keeps the shell's server from rendering the pages of a public
 * remote's release with its server build: warnings, not refusals, as those
 * pages then render in the browser as before (issue 17).
 */
export async function serverBuildWarnings(remote: Remote, manifestUrl: string): Promise<string[]> {
  const serverUrl = serverManifestFor(remote, manifestUrl);
  if (!serverUrl) return [];
  const consequence = 'its pages will render in the browser only';
  let manifest: FederationManifest;
  try {
    manifest = await fetchManifest(serverUrl);
  } catch (error) {
    return [`Its server build does not answer (${(error as Error).message}): ${consequence}.`];
  }
  const missing = SERVER_EXPOSES.filter(
    (name) => !manifest.exposes.some((expose) => expose.name === name),
  );
  const problems = [
    ...missing.map((name) => `it does not expose ./${name}`),
    ...(await releaseLoadProblems(serverUrl, manifest)),
  ];
  return problems.map((problem) => `Its server build: ${problem} (${consequence}).`);
}

/**
 * Everything that must hold before `manifestUrl` goes live for `remote`:
 * the manifest answers (and is the release expected), its entry and files
 * load, and its contract with the deployed site holds.
 */
export async function checkCandidate(
  remote: Remote,
  manifestUrl: string,
  expectedRelease: string | null,
  site: DeployedSite,
): Promise<ContractReport> {
  let manifest: FederationManifest;
  try {
    manifest = await fetchManifest(manifestUrl);
  } catch (error) {
    return {
      problems: [`Its manifest does not answer: ${(error as Error).message}.`],
      warnings: [],
    };
  }
  const problems: string[] = [];
  const built = manifest.metaData.buildInfo.buildVersion;
  if (expectedRelease !== null && built !== expectedRelease) {
    problems.push(`${manifestUrl} is release ${built}, not ${expectedRelease}.`);
  }
  problems.push(...(await releaseLoadProblems(manifestUrl, manifest)));
  const contract = checkContract(remote, manifest, site);
  return {
    problems: [...problems, ...contract.problems],
    warnings: [...contract.warnings, ...(await serverBuildWarnings(remote, manifestUrl))],
  };
}

/**
 * Checks `manifestUrl` as `remote`'s next live release against the site
 * the registry describes. When it would break the site, prints why and
 * that nothing changed, and exits; otherwise returns the warnings to print.
 */
export async function checkOrRefuse(options: {
  remote: Remote;
  manifestUrl: string;
  /** The release the manifest must be (null: the unversioned build). */
  release: string | null;
  registry: RegistryDocument;
  baseUrls: Record<AppName, string>;
}): Promise<ContractReport> {
  const { remote, manifestUrl, release, registry, baseUrls } = options;
  const { site, warnings } = await readDeployedSite(registry, remote, baseUrls);
  const report = await checkCandidate(remote, manifestUrl, release, site);
  report.warnings.unshift(...warnings);
  if (report.problems.length) {
    const live = currentRelease(registry, remote)?.release ?? 'its unversioned build';
    printReport(
      `✖ Refused: ${remote} ${release ?? 'unversioned build'} would break the site.`,
      report,
    );
    console.error(`  Nothing changed: ${remote} still serves ${live}.`);
    process.exit(1);
  }
  return report;
}

export function printReport(headline: string, report: ContractReport): void {
  const stream = report.problems.length ? console.error : console.info;
  stream(headline);
  for (const problem of report.problems) stream(`  ✖ ${problem}`);
  for (const warning of report.warnings) console.info(`  ! ${warning}`);
}

export function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(2)} s`;
}
