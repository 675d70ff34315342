import type { FileStorage } from './file-storage';
import type { Config } from '../config';
import type { Database } from '../db';
import { createDatabaseStorage } from './database';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

/** The storage the configuration names (`STORAGE`, docs/storage.md). */
export function createStorage(
  config: Pick<Config, 'storage' | 'uploads'>,
  db: Database,
): FileStorage {
  switch (config.storage.driver) {
    case 'database':
      return createDatabaseStorage(db);
    case 'local':
      return createLocalStorage(config.uploads.dir);
    case 's3':
      return createS3Storage(config.storage.s3);
  }
}
