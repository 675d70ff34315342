import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createKeptFiles } from '../keptFiles';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parish-kept-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string, modified: Date) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  utimesSync(file, modified, modified);
  return file;
}

describe("the build's files kept in memory", () => {
  it('keeps a script with its gzip copy, and reads it again once it changed on disk', async () => {
    const kept = createKeptFiles();
    const file = write('main.js', 'console.log("one");', new Date('2026-11-01T10:00:00Z'));
    const first = await kept.get(file, statSync(file));
    expect(first?.body.toString()).toBe('console.log("one");');
    expect(gunzipSync(first?.gzip ?? Buffer.alloc(0)).toString()).toBe('console.log("one");');
    expect(brotliDecompressSync(first?.br ?? Buffer.alloc(0)).toString()).toBe(
      'console.log("one");',
    );
    expect(first?.contentType).toBe('application/javascript; charset=utf-8');

    write('main.js', 'console.log("two!");', new Date('2026-11-02T10:00:00Z'));
    const second = await kept.get(file, statSync(file));
    expect(second?.body.toString()).toBe('console.log("two!");');
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('holds no more than its bound, dropping the least recently sent first', async () => {
    const kept = createKeptFiles({ maxBytes: 2_500, maxFileBytes: 2_000 });
    const at = new Date('2026-11-01T10:00:00Z');
    const a = write('a.png', 'a'.repeat(1_000), at);
    const b = write('b.png', 'b'.repeat(1_000), at);
    const c = write('c.png', 'c'.repeat(1_000), at);
    const big = write('big.png', 'x'.repeat(3_000), at);
    const stats = { a: statSync(a), b: statSync(b), c: statSync(c) };
    await kept.get(a, stats.a);
    await kept.get(b, stats.b);
    await kept.get(a, stats.a);
    await kept.get(c, stats.c);
    expect(kept.size()).toBe(2_000);
    // With the files gone from disk: a (sent again lately) is still in memory, b was dropped.
    rmSync(a);
    rmSync(b);
    expect((await kept.get(a, stats.a))?.body.toString()).toBe('a'.repeat(1_000));
    await expect(kept.get(b, stats.b)).rejects.toThrow('ENOENT');
    write('a.png', 'a'.repeat(1_000), at);
    // Too large to keep: sent from disk by @fastify/static.
    expect(await kept.get(big, statSync(big))).toBeNull();
    // An image has no gzip copy; an unknown type is not kept.
    expect((await kept.get(a, statSync(a)))?.gzip).toBeNull();
    expect((await kept.get(a, statSync(a)))?.br).toBeNull();
    const other = write('data.bin', 'z', at);
    expect(await kept.get(other, statSync(other))).toBeNull();
  });
});
