/**
 * `npm run contract:check` (CI runs it after the end-to-end tests): what
 * deploy would refuse, checked on this checkout before anything ships.
 *
 * 1. The export snapshots of @parish/shared-web and @parish/shared-types
 *    (scripts/contracts/) match the packages, and any change to them came
 *    with the version bump it needs.
 * 2. Each remote's production build (dist/, built first if missing) keeps
 *    its contract with the shell's build and the other remotes' builds: the
 *    exposes the site mounts, and shared singletons the shell provides.
 *
 * `npm run contract:snapshot` rewrites the snapshots from the packages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkContract,
  CONTRACT_PACKAGES,
  readExportSurface,
  readSnapshot,
  snapshotPath,
  surfaceProblems,
  readManifestFile,
  type FederationManifest,
} from '@parish/tooling/release';
import { buildApps, distDir, missingBuilds, REMOTES, ROOT, type Remote } from '@parish/site-server';

const SNAPSHOT_COMMAND = 'npm run contract:snapshot';

function writeSnapshots() {
  for (const { dir } of CONTRACT_PACKAGES) {
    const surface = readExportSurface(path.join(ROOT, dir));
    const file = snapshotPath(ROOT, dir);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(surface, null, 2)}\n`);
    console.info(`✔ ${path.relative(ROOT, file)}: ${surface.package} ${surface.version}`);
  }
}

function snapshotProblems(): string[] {
  return CONTRACT_PACKAGES.flatMap(({ dir, policy }) =>
    surfaceProblems(
      readSnapshot(snapshotPath(ROOT, dir)),
      readExportSurface(path.join(ROOT, dir)),
      policy,
      SNAPSHOT_COMMAND,
    ),
  );
}

async function buildProblems(): Promise<{ problems: string[]; warnings: string[] }> {
  const missing = missingBuilds();
  if (missing.length) await buildApps(missing);
  const manifest = (app: 'shell' | Remote) =>
    readManifestFile(path.join(distDir(app), 'mf-manifest.json'));
  const shell = await manifest('shell');
  const remotes = Object.fromEntries(
    await Promise.all(REMOTES.map(async (remote) => [remote, await manifest(remote)] as const)),
  ) as Record<Remote, FederationManifest>;
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const remote of REMOTES) {
    const report = checkContract(remote, remotes[remote], { shell, remotes });
    problems.push(...report.problems);
    warnings.push(...report.warnings);
  }
  return { problems, warnings };
}

async function main() {
  if (process.argv.includes('--update-snapshots')) {
    writeSnapshots();
    return;
  }
  const started = performance.now();
  const problems = snapshotProblems();
  const builds = await buildProblems();
  problems.push(...builds.problems);
  for (const warning of builds.warnings) console.info(`  ! ${warning}`);
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (problems.length) {
    console.error(`✖ The contract check found ${problems.length} problem(s) (${took}):`);
    for (const problem of problems) console.error(`  ✖ ${problem}`);
    process.exit(1);
  }
  console.info(
    `✔ Contracts hold: shared-web and shared-types snapshots, and ${REMOTES.join(', ')} against the shell (${took}).`,
  );
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
