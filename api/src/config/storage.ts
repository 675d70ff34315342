/** Where uploads are kept (docs/storage.md). */
import { isHttpUrl, type EnvReader } from './env';

export const STORAGE_DRIVERS = ['database', 's3', 'local'] as const;

export type StorageConfig =
  | { driver: 'database' }
  | { driver: 'local' }
  | {
      driver: 's3';
      s3: {
        bucket: string;
        region: string;
        /** An S3-compatible server's URL (MinIO, R2, …); AWS itself when null. */
        endpoint: string | null;
        /** Buckets as a path (`endpoint/bucket/key`), as most S3-compatible servers want. */
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | null;
      };
    };

/**
 * `STORAGE` picks the adapter: `database` (the default: every API instance on
 * the same database serves the same files), `s3` (with `S3_*`), or `local`
 * (`UPLOADS_DIR`, one machine only). `S3_BUCKET` alone implies `s3`.
 */
export function storageConfig({ value, flag, problems }: EnvReader): StorageConfig {
  const bucket = value('S3_BUCKET');
  const driver = value('STORAGE') ?? (bucket ? 's3' : 'database');
  if (!(STORAGE_DRIVERS as readonly string[]).includes(driver)) {
    problems.push(`STORAGE must be one of ${STORAGE_DRIVERS.join(', ')}, got "${driver}".`);
    return { driver: 'database' };
  }
  if (driver !== 's3') return { driver: driver as 'database' | 'local' };
  if (!bucket) problems.push('STORAGE=s3 needs S3_BUCKET, the bucket that holds the uploads.');
  const endpoint = value('S3_ENDPOINT') ?? null;
  if (endpoint !== null && !isHttpUrl(endpoint)) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}".`);
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  return {
    driver: 's3',
    s3: {
      bucket: bucket ?? '',
      region: value('S3_REGION') ?? 'us-east-1',
      endpoint,
      forcePathStyle: flag('S3_FORCE_PATH_STYLE', endpoint !== null),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    },
  };
}
