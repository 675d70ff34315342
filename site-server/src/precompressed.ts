/**
 * Gzip copies written beside a build's files (`main.3f2a9c1d.js.gz`), once,
 * for @fastify/static to send as they are (its `preCompressed` option), as
 * a CDN would: compressing a 100 kB script again for every visitor would
 * cost more than serving it. A copy is rewritten only when its file is
 * newer; a file without one (a source map, a release published before) is
 * compressed as it is sent (@fastify/compress).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/** Extensions of the files copied compressed (what the pages load). */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);
/** Below this, compression costs more than it saves (@fastify/compress's own threshold). */
const MIN_BYTES = 1024;

async function isCurrent(copy: string, sourceModified: number): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs >= sourceModified;
  } catch {
    return false;
  }
}

async function compressFile(file: string, sourceModified: number): Promise<boolean> {
  const copy = `${file}.gz`;
  if (await isCurrent(copy, sourceModified)) return false;
  // Written aside and renamed: a server reading the directory never sees half a copy.
  const partial = `${copy}.${process.pid}.partial`;
  try {
    await pipeline(
      createReadStream(file),
      zlib.createGzip({ level: zlib.constants.Z_BEST_COMPRESSION }),
      createWriteStream(partial),
    );
    await rename(partial, copy);
    return true;
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Writes the missing or outdated gzip copies of `dir`'s files (a build's
 * output, or a release); how many were written.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  const files: Array<{ file: string; modified: number }> = [];
  for (const entry of entries) {
    if (!entry.isFile() || !PRECOMPRESSED_EXTENSIONS.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file);
    if (info.size >= MIN_BYTES) files.push({ file, modified: info.mtimeMs });
  }
  let written = 0;
  // A few at a time: zlib runs on libuv's threads, four of them by default.
  for (let index = 0; index < files.length; index += 4) {
    const batch = files.slice(index, index + 4);
    const results = await Promise.all(
      batch.map(({ file, modified }) => compressFile(file, modified)),
    );
    written += results.filter(Boolean).length;
  }
  return written;
}
