/**
 * `npm run deploy -- booking <version>`: points the site at a published
 * release of one remote. It checks first, and refuses with the reason,
 * unless the release's manifest answers at the URL pages will use, its
 * entry and every file it names load, and its contract with the deployed
 * shell and remotes holds. Then the registry is replaced in one rename: the
 * next page load gets the release; open tabs keep the one they started
 * with (releases are never removed). Nothing restarts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isReleaseVersion } from '@parish/shared-types/remotes';
import {
  checkOrRefuse,
  operator,
  parseRemote,
  printReport,
  seconds,
  publishedReleases,
  releaseDir,
  releasesDir,
} from '@parish/tooling/release';
import {
  appBaseUrls,
  currentRelease,
  readRegistry,
  releaseManifestTemplate,
  updateRegistry,
  withDeploy,
} from '@parish/site-server';

async function main() {
  const started = performance.now();
  const remote = parseRemote(process.argv[2]);
  const release = process.argv[3];
  const root = releasesDir();
  if (!isReleaseVersion(release)) {
    throw new Error(
      `Name the release to deploy: npm run deploy -- ${remote} <version> (the last word \`npm run release -w mf-${remote}\` printed).`,
    );
  }
  if (!existsSync(path.join(releaseDir(root, remote, release), 'mf-manifest.json'))) {
    const published = publishedReleases(root, remote);
    throw new Error(
      `There is no release ${release} of ${remote} in ${root}. ${published.length ? `Published (latest last): ${published.join(', ')}.` : `None is published yet: npm run release -w mf-${remote}.`}`,
    );
  }

  const baseUrls = appBaseUrls();
  const manifestUrl = releaseManifestTemplate(baseUrls[remote]).replace('{release}', release);
  const registry = await readRegistry(root);
  const live = currentRelease(registry, remote);
  if (live?.release === release) {
    console.info(`${remote} already serves ${release}; nothing to do.`);
    return;
  }

  const report = await checkOrRefuse({ remote, manifestUrl, release, registry, baseUrls });

  const previous = await updateRegistry(root, (document) => ({
    document: withDeploy(
      document,
      remote,
      { release, manifest: manifestUrl, deployedAt: new Date().toISOString() },
      operator(),
    ),
    result: currentRelease(document, remote),
  }));
  printReport(
    `✔ ${remote} now serves ${release} (was ${previous?.release ?? 'its unversioned build'}); checked and switched in ${seconds(started)}.`,
    report,
  );
  console.info(`  Undo with: npm run rollback -- ${remote}`);
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
