import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { buildApp } from '../../app';
import { createDatabase } from '../../db';
import { createTestDatabase, type TestDatabase } from '../../testing/database';
import { startTestS3Server, type TestS3Server } from '../../testing/s3';
import { testConfig } from '../../testing/app';
import { filesIn, JPEG_BYTES, PDF_BYTES } from '../../testing/uploads';
import {
  createDatabaseStorage,
  createLocalStorage,
  createS3Storage,
  detectFileType,
  JPEG,
  M4A,
  MP3,
  PDF,
  type FileStorage,
} from '..';
import { DATABASE_SLICE_BYTES } from '../database';
import { moveFiles } from '../move';

let database: TestDatabase;
let s3: TestS3Server;
let localDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startTestS3Server();
  localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-storage-'));
});
afterAll(async () => {
  await database.cleanup();
  await s3.close();
  fs.rmSync(localDir, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['the database', () => createDatabaseStorage(database.db)],
  ['S3-compatible object storage', () => createS3Storage(s3.storage.s3)],
  ['a local directory', () => createLocalStorage(localDir)],
];

/** Bigger than one database slice, so reading it takes several queries. */
/** The bytes of the file under `key` (or of a range of it); fails the test when there is none. */
async function read(storage: FileStorage, key: string, range?: { start: number; end: number }) {
  const file = await storage.open(key, range);
  if (!file) throw new Error(`${key} is missing`);
  return { size: file.size, type: file.type, bytes: await buffer(file.stream) };
}

const LARGE_PDF = Buffer.concat([PDF_BYTES, randomBytes(DATABASE_SLICE_BYTES + 1234)]);

describe.each(adapters)('files kept in %s', (_name, open) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });

  it('gives back the very bytes stored, under a key it made, and lists the key', async () => {
    const key = await storage.save('photos', JPEG_BYTES, JPEG);
    expect(key).toMatch(/^photos\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(await read(storage, key)).toEqual({
      size: JPEG_BYTES.length,
      type: JPEG,
      bytes: JPEG_BYTES,
    });
    expect(await storage.stat(key)).toEqual({ size: JPEG_BYTES.length });
    const keys: string[] = [];
    for await (const listed of storage.keys()) keys.push(listed);
    expect(keys).toContain(key);
  });

  it('reads a range of a file larger than one read, and only that range', async () => {
    const key = await storage.save('attachments', LARGE_PDF, PDF);
    const start = DATABASE_SLICE_BYTES - 10;
    const end = DATABASE_SLICE_BYTES + 20;
    const part = await read(storage, key, { start, end });
    expect(part.size).toBe(LARGE_PDF.length);
    expect(part.bytes).toEqual(LARGE_PDF.subarray(start, end + 1));
    expect((await read(storage, key)).bytes).toEqual(LARGE_PDF);
  });

  it('answers null for a missing file or a key it could not have made, and removes files', async () => {
    const key = await storage.save('photos', JPEG_BYTES, JPEG);
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    await storage.remove(key);
    expect(await storage.open('../../etc/passwd')).toBeNull();
    expect(await storage.stat('photos/../x.jpg')).toBeNull();
  });
});

describe('an upload served by every API instance on the same database', () => {
  it('is stored through one instance and served, with ranges, by a second one', async () => {
    const config = testConfig({ storage: { driver: 'database' } });
    const first = await buildApp({ db: database.db, config });
    // A second process: its own connection (its own pool on PostgreSQL).
    const second = database.url
      ? await createDatabase({ databaseUrl: database.url })
      : { db: database.db, close: async () => {} };
    const other = await buildApp({ db: second.db, config });
    try {
      const key = await createDatabaseStorage(database.db).save('photos', JPEG_BYTES, JPEG);
      const url = `/api/uploads/${key}`;
      const whole = await other.inject({ method: 'GET', url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload).toEqual(JPEG_BYTES);
      expect(whole.headers['accept-ranges']).toBe('bytes');

      const ranged = await other.inject({ method: 'GET', url, headers: { range: 'bytes=4-9' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-range']).toBe(`bytes 4-9/${JPEG_BYTES.length}`);
      expect(ranged.rawPayload).toEqual(JPEG_BYTES.subarray(4, 10));

      const suffix = await first.inject({ method: 'GET', url, headers: { range: 'bytes=-3' } });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.rawPayload).toEqual(JPEG_BYTES.subarray(-3));

      const outside = await other.inject({
        method: 'GET',
        url,
        headers: { range: `bytes=${JPEG_BYTES.length + 5}-` },
      });
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe(`bytes */${JPEG_BYTES.length}`);
      expect(outside.json()).toEqual({ message: 'The requested range is outside the file' });

      const missing = await other.inject({
        method: 'GET',
        url: '/api/uploads/photos/AAAAAAAAAAAAAAAAAAAAAA.jpg',
      });
      expect(missing.statusCode).toBe(404);
    } finally {
      await first.close();
      await other.close();
      await second.close();
    }
  });
});

describe('moving files into another storage', () => {
  it('keeps every key, removes the originals only once copied, and can run again', async () => {
    const sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-move-'));
    const source = createLocalStorage(sourceDir);
    const target = createS3Storage(s3.storage.s3);
    const photo = await source.save('photos', JPEG_BYTES, JPEG);
    const attachment = await source.save('attachments', LARGE_PDF, PDF);

    const report = await moveFiles(source, target);
    expect(report).toEqual({ moved: 2, alreadyThere: 0 });
    expect((await read(target, photo)).bytes).toEqual(JPEG_BYTES);
    expect((await read(target, attachment)).bytes).toEqual(LARGE_PDF);
    expect(await source.stat(photo)).toBeNull();

    // Interrupted after copying, before removing: run again, nothing is lost or copied twice.
    await source.put(photo, JPEG_BYTES);
    expect(await moveFiles(source, target)).toEqual({ moved: 0, alreadyThere: 1 });
    expect(await source.stat(photo)).toBeNull();
    expect(filesIn(sourceDir)).toEqual([]);
    fs.rmSync(sourceDir, { recursive: true, force: true });
  });
});

describe('what a recording is, judged by its bytes', () => {
  const m4a = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypM4A '),
    Buffer.alloc(20),
  ]);

  it('knows MP3 (with an ID3 tag or from its first frame) and M4A', () => {
    expect(detectFileType(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(20)]))).toBe(MP3);
    expect(detectFileType(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe(MP3);
    expect(detectFileType(m4a)).toBe(M4A);
  });

  it('refuses a video MP4, a WAV and text named .mp3', () => {
    expect(detectFileType(Buffer.concat([m4a.subarray(0, 8), Buffer.from('qt  ')]))).toBeNull();
    expect(detectFileType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectFileType(Buffer.from('not really audio'))).toBeNull();
  });
});
