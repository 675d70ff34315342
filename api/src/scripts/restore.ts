/**
 * `npm run restore -- <backup folder>`: brings a backup into the empty
 * database and storage the API's settings name (DATABASE_URL or
 * PGLITE_DIR, STORAGE and UPLOADS_DIR), refusing any that hold data, and
 * checks every table's row count against the backup (docs/operations.md#backups).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup';
import { loadConfig } from '../config';

const apiRoot = path.resolve(import.meta.dirname, '../..');

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [dir] = positionals;
  if (!dir || positionals.length > 1) {
    throw new Error('Name the one backup folder to restore: npm run restore -- <folder>');
  }
  const config = loadConfig(process.env, { apiRoot });
  const tables = await restoreBackup(path.resolve(dir), config);
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  console.info(
    `✔ Restored ${Object.keys(tables).length} tables (${rows} rows) from ${dir}; start the API on them.`,
  );
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
