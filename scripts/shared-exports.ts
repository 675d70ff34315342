/**
 * `npm run shared:exports`: rewrites tooling/src/rspack/usedExports.ts, the names of
 * each trimmed shared library the apps import. `-- --check` only compares,
 * and fails when the file is stale (run in CI).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '@parish/tooling/repo-root';
import {
  computeUsedExports,
  renderUsedExportsFile,
  USED_EXPORTS_FILE,
} from '@parish/tooling/shared-exports';

const root = findRepoRoot();
const file = path.join(root, USED_EXPORTS_FILE);
const expected = renderUsedExportsFile(computeUsedExports(root));
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== expected) {
    console.error(`${USED_EXPORTS_FILE} is stale: run \`npm run shared:exports\` and commit it.`);
    process.exit(1);
  }
  console.info(`${USED_EXPORTS_FILE} is up to date.`);
} else {
  writeFileSync(file, expected);
  console.info(`wrote ${USED_EXPORTS_FILE}`);
}
