import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config';

export interface TestS3Server {
  /** The `storage` setting of an API that keeps its files in this server's bucket. */
  storage: Extract<StorageConfig, { driver: 's3' }>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free local port with one empty
 * bucket, its data in a temporary directory: the S3 storage is tested over
 * HTTP with AWS's own client, never against a mock.
 */
export async function startTestS3Server(bucket = 'parish-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    storage: {
      driver: 's3',
      s3: {
        bucket,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        // s3rver's documented default key pair.
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
