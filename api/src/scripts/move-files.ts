/**
 * Moves uploaded files into the storage the configuration names (`STORAGE`,
 * `S3_*`, docs/storage.md) from another one:
 * `npm run storage:move -w api -- --from local` (UPLOADS_DIR, the storage
 * before 2026-11), `--from database` or `--from s3` (with the `S3_*` settings).
 * Uses the API's database settings; stop the API first when it runs on PGlite.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, STORAGE_DRIVERS, type StorageConfig } from '../config';
import { createDatabase } from '../db';
import { createStorage } from '../storage';
import { moveFiles } from '../storage/move';

const apiRoot = path.resolve(import.meta.dirname, '../..');

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const from = values.from;
  if (!from || !(STORAGE_DRIVERS as readonly string[]).includes(from)) {
    throw new Error(`--from must be one of ${STORAGE_DRIVERS.join(', ')}.`);
  }
  const config = loadConfig(process.env, { apiRoot });
  if (from === config.storage.driver) {
    throw new Error(`The API already keeps its files in ${from}: nothing to move.`);
  }
  const sourceConfig = (
    from === 's3'
      ? loadConfig({ ...process.env, STORAGE: 's3' }, { apiRoot }).storage
      : { driver: from }
  ) as StorageConfig;
  const database = await createDatabase(config);
  try {
    await database.migrate(config.paths.migrations);
    const source = createStorage({ ...config, storage: sourceConfig }, database.db);
    const target = createStorage(config, database.db);
    const report = await moveFiles(source, target, (key) => console.info(`moved ${key}`));
    console.info(
      `✔ ${report.moved} file(s) moved from ${from} to ${config.storage.driver}` +
        (report.alreadyThere ? `, ${report.alreadyThere} already there` : '') +
        '.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
