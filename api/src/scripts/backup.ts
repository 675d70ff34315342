/**
 * `npm run backup`: a dated backup of the API's database (and of its files
 * when they are kept on this machine) under BACKUP_DIR, keeping the newest
 * BACKUP_KEEP (docs/operations.md#backups). On PostgreSQL it runs beside the
 * API; the embedded database (PGlite) has one owner, so stop the API first.
 */
import path from 'node:path';
import { backupSettings, makeBackup } from '../backup';
import { loadConfig } from '../config';
import { createDatabase } from '../db';

const apiRoot = path.resolve(import.meta.dirname, '../..');

async function main() {
  const config = loadConfig(process.env, { apiRoot });
  const settings = backupSettings(process.env, apiRoot);
  const database = await createDatabase(config);
  try {
    const { dir, manifest, removed } = await makeBackup(database, config, settings);
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.info(
      `✔ Backup of the ${manifest.database === 'pglite' ? 'embedded' : 'PostgreSQL'} database ` +
        `(${Object.keys(manifest.tables).length} tables, ${rows} rows) in ${dir}` +
        (removed.length > 0 ? `; ${removed.length} older backup(s) removed` : '') +
        '.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
