/**
 * `npm run rollback -- booking`: goes back one step, to the release that
 * was live before the current one (or to the unversioned build if the
 * remote had never been deployed before). The target is checked as a
 * deploy is (it answers, loads and keeps the contract with the shell that
 * is deployed now), then the registry is replaced in one rename.
 */
import {
  checkOrRefuse,
  operator,
  parseRemote,
  printReport,
  seconds,
  releasesDir,
} from '@parish/tooling/release';
import {
  appBaseUrls,
  currentRelease,
  readRegistry,
  rollbackTarget,
  unversionedManifestUrl,
  updateRegistry,
  withRollback,
} from '@parish/site-server';

async function main() {
  const started = performance.now();
  const remote = parseRemote(process.argv[2]);
  const root = releasesDir();
  const registry = await readRegistry(root);
  const target = rollbackTarget(registry, remote);
  const live = currentRelease(registry, remote);
  if (target === undefined) {
    throw new Error(`${remote} has no earlier release to go back to (see ${root}/registry.json).`);
  }
  const targetName = target?.release ?? 'its unversioned build';

  const baseUrls = appBaseUrls();
  const report = await checkOrRefuse({
    remote,
    manifestUrl: target?.manifest ?? unversionedManifestUrl(baseUrls[remote]),
    release: target?.release ?? null,
    registry,
    baseUrls,
  });

  await updateRegistry(root, (document) => {
    // Another deploy in between would make "one step back" mean something else.
    if (currentRelease(document, remote)?.release !== live?.release) {
      throw new Error(`${remote} changed while this ran; run the rollback again.`);
    }
    return {
      document: withRollback(document, remote, operator(), new Date().toISOString()),
      result: null,
    };
  });
  printReport(
    `✔ ${remote} is back on ${targetName} (was ${live?.release ?? 'its unversioned build'}); checked and switched in ${seconds(started)}.`,
    report,
  );
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
