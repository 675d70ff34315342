/**
 * The contract between a remote's build and the site it joins, checked from
 * manifests alone (deploy reads the live ones, CI the builds in dist/):
 *
 * - it exposes `./routes`, which the shell mounts for the URLs the route
 *   table gives it (shared-types' RemoteRoutesModule), and every
 *   `./widgets/<Name>` that a page of the site mounts (RemoteWidgetProps);
 * - the shell provides every shared singleton in a version its build
 *   requires (a remote built with shared-web 1.1 needs a shell with 1.1);
 * - it was built with the same major version of shared-types as the shell;
 * - a remote that takes the federation runtime from the page finds it there
 *   (a shell that provides it, of the same Module Federation version).
 *
 * Each problem is one sentence saying what is wrong and what to do.
 */
import { satisfy } from '@module-federation/enhanced/runtime';
import type { FederationManifest } from './manifest';
import { REMOTES, type Remote } from '@parish/site-server/topology';

/** What is live: the shell, and each other remote whose manifest answered. */
export interface DeployedSite {
  shell: FederationManifest;
  remotes: Partial<Record<Remote, FederationManifest>>;
}

export interface ContractReport {
  /** Each one refuses the build. */
  problems: string[];
  /** Worth knowing, not refused. */
  warnings: string[];
}

function versionOf(manifest: FederationManifest): string {
  return manifest.metaData.buildInfo.buildVersion;
}

function exposesModule(manifest: FederationManifest, exposed: string): boolean {
  return manifest.exposes.some(
    (expose) => expose.path === exposed || `./${expose.name}` === exposed,
  );
}

function exposedList(manifest: FederationManifest): string {
  const names = manifest.exposes.map((expose) => expose.path || `./${expose.name}`);
  return names.length ? names.join(', ') : 'nothing';
}

/** Who mounts which of `remote`'s widgets: `./widgets/<Name>` → the apps whose pages do. */
function widgetsMountedFrom(
  remote: Remote,
  mounters: [string, FederationManifest][],
): Map<string, string[]> {
  const required = new Map<string, string[]>();
  for (const [app, manifest] of mounters) {
    for (const id of manifest.metaData.buildInfo.mountedWidgets ?? []) {
      const [owner, , name] = id.split('/');
      if (owner !== remote || !name) continue;
      const exposed = `./widgets/${name}`;
      required.set(exposed, [...(required.get(exposed) ?? []), app]);
    }
  }
  return required;
}

function majorOf(version: string): string {
  return version.split('.')[0] ?? version;
}

export function checkContract(
  remote: Remote,
  candidate: FederationManifest,
  site: DeployedSite,
): ContractReport {
  const problems: string[] = [];
  const warnings: string[] = [];
  const release = versionOf(candidate);
  const shellRelease = `the deployed shell (${versionOf(site.shell)})`;

  if (candidate.name !== remote) {
    problems.push(`This build is the "${candidate.name}" remote, not ${remote}.`);
  }

  if (!exposesModule(candidate, './routes')) {
    problems.push(
      `${remote} ${release} does not expose ./routes, which the shell mounts for ${remote}'s pages (RemoteRoutesModule in shared-types); it exposes ${exposedList(candidate)}.`,
    );
  }

  const mounters: [string, FederationManifest][] = [
    ['the shell', site.shell],
    ...REMOTES.filter((other) => other !== remote).flatMap((other) => {
      const manifest = site.remotes[other];
      return manifest ? [[other, manifest] as [string, FederationManifest]] : [];
    }),
    [remote, candidate],
  ];
  for (const [exposed, apps] of widgetsMountedFrom(remote, mounters)) {
    if (!exposesModule(candidate, exposed)) {
      problems.push(
        `${remote} ${release} does not expose ${exposed}, which ${apps.join(' and ')} mount${apps.length > 1 ? '' : 's'} (RemoteWidgetProps in shared-types); it exposes ${exposedList(candidate)}.`,
      );
    }
  }

  for (const shared of candidate.shared) {
    if (!shared.singleton || typeof shared.requiredVersion !== 'string') continue;
    const provided = site.shell.shared.find((entry) => entry.name === shared.name);
    if (!provided) {
      warnings.push(
        `${shellRelease} does not provide ${shared.name}: ${remote} will use its own copy.`,
      );
    } else if (!satisfy(provided.version, shared.requiredVersion)) {
      problems.push(
        `${remote} ${release} requires ${shared.name} ${shared.requiredVersion}, but ${shellRelease} provides ${provided.version}: deploy a shell built with a version that satisfies ${shared.requiredVersion} first, or build ${remote} against ${provided.version}.`,
      );
    }
  }

  // A trimmed shared copy holds only the names its build listed: a remote
  // needing more loads its own copy (tooling/src/federation-runtime/trimmedSharedFallback.ts).
  const shellNames = site.shell.metaData.buildInfo.sharedUsedExports ?? {};
  for (const [library, names] of Object.entries(
    candidate.metaData.buildInfo.sharedUsedExports ?? {},
  )) {
    const kept = shellNames[library];
    if (!kept) continue;
    const missing = names.filter((name) => !kept.includes(name));
    if (missing.length > 0) {
      warnings.push(
        `${remote} ${release} uses ${missing.join(', ')} from ${library}, which the shared copy of ${shellRelease} lacks: ${remote} will load its own copy of ${library} (heavier, and without the theme's default props). Deploy a shell built with these names first (npm run shared:exports, then rebuild the shell).`,
      );
    }
  }

  // Remotes take the federation runtime core from the shell's page
  // (tooling/src/rspack/, experiments.externalRuntime).
  if (candidate.metaData.buildInfo.federationRuntime === 'external') {
    const shellPlugin = site.shell.metaData.pluginVersion;
    const remotePlugin = candidate.metaData.pluginVersion;
    if (site.shell.metaData.buildInfo.federationRuntime !== 'provides') {
      problems.push(
        `${remote} ${release} takes the federation runtime from the page, and ${shellRelease} does not provide one: deploy a shell built with provideExternalRuntime (tooling/src/rspack/sharing.ts) first.`,
      );
    } else if (shellPlugin && remotePlugin && shellPlugin !== remotePlugin) {
      warnings.push(
        `${remote} ${release} was built with Module Federation ${remotePlugin} and runs on the runtime core of ${shellRelease}, built with ${shellPlugin}: the two are pinned together (package.json); try the pair before this deploy.`,
      );
    }
  }

  const remoteTypes = candidate.metaData.buildInfo.sharedTypesVersion;
  const shellTypes = site.shell.metaData.buildInfo.sharedTypesVersion;
  if (!remoteTypes || !shellTypes) {
    warnings.push(
      'One of the builds does not record its @parish/shared-types version, so they cannot be compared.',
    );
  } else if (majorOf(remoteTypes) !== majorOf(shellTypes)) {
    problems.push(
      `${remote} ${release} was built with @parish/shared-types ${remoteTypes} and ${shellRelease} with ${shellTypes}: the contracts between them changed in a breaking way. Deploy a shell built with @parish/shared-types ${majorOf(remoteTypes)}.x first.`,
    );
  }

  for (const id of candidate.metaData.buildInfo.mountedWidgets ?? []) {
    const [owner, , name] = id.split('/');
    const provider = REMOTES.find((other) => other === owner && other !== remote);
    const manifest = provider ? site.remotes[provider] : undefined;
    if (manifest && name && !exposesModule(manifest, `./widgets/${name}`)) {
      warnings.push(
        `${remote}'s pages mount ${id}, which the deployed ${owner} (${versionOf(manifest)}) does not expose: it will not show until ${owner} ships it.`,
      );
    }
  }

  return { problems, warnings };
}
