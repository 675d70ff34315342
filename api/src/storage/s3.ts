import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';
import type { StorageConfig } from '../config';
import { saveUnderNewKey, parseStorageKey } from './keys';

type S3Settings = Extract<StorageConfig, { driver: 's3' }>['s3'];

const isMissing = (error: unknown) =>
  ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '') ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3 bucket, on AWS or any S3-compatible server (`STORAGE=s3`,
 * `S3_*`): every API instance reads the same bucket. Files keep their
 * storage key as the object key and are read as a stream (a range as a
 * ranged GET), never buffered whole.
 */
export function createS3Storage(settings: S3Settings): FileStorage & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    // Checksums only where S3 requires them: many S3-compatible servers do not
    // read the SDK's default streaming checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function put(key: string, data: Buffer) {
    const parsed = parseStorageKey(key);
    if (!parsed) throw new Error(`Not a storage key: ${key}`);
    await client.send(
      new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: parsed.type.contentType }),
    );
  }

  async function stat(key: string) {
    if (!parseStorageKey(key)) return null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    save: saveUnderNewKey(put),

    put,
    stat,

    async open(key, range) {
      const parsed = parseStorageKey(key);
      if (!parsed) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const size = range
          ? Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1] ?? NaN)
          : (object.ContentLength ?? NaN);
        const found = Number.isFinite(size) ? { size } : await stat(key);
        if (!found || !(object.Body instanceof Readable)) return null;
        return { stream: object.Body, size: found.size, type: parsed.type };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *keys() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && parseStorageKey(object.Key)) yield object.Key;
        }
      }
    },

    close: () => client.destroy(),
  };
}
