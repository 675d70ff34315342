/**
 * Brotli and gzip copies written beside a build's files
 * (`main.3f2a9c1d.js.br`, `.gz`), once, for @fastify/static to send as
 * they are (its `preCompressed` option: brotli to a browser that takes it,
 * else gzip), as
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

/**
 * The copies written: brotli at its best quality (11), about a fifth smaller
 * than gzip for scripts and too slow to make per request, and gzip for the
 * browsers and tools without brotli.
 */
export const COPIES = [
  {
    suffix: '.br',
    compressor: () =>
      zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
  },
  {
    suffix: '.gz',
    compressor: () => zlib.createGzip({ level: zlib.constants.Z_BEST_COMPRESSION }),
  },
] as const;

async function compressFile(
  file: string,
  sourceModified: number,
  { suffix, compressor }: (typeof COPIES)[number],
): Promise<boolean> {
  const copy = `${file}${suffix}`;
  if (await isCurrent(copy, sourceModified)) return false;
  // Written aside and renamed: a server reading the directory never sees half a copy.
  const partial = `${copy}.${process.pid}.partial`;
  try {
    await pipeline(createReadStream(file), compressor(), createWriteStream(partial));
    await rename(partial, copy);
    return true;
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Writes the missing or outdated brotli and gzip copies of `dir`'s files
 * (a build's output, or a release); how many were written.
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
      batch.map(async ({ file, modified }) => {
        let wrote = 0;
        for (const kind of COPIES) if (await compressFile(file, modified, kind)) wrote += 1;
        return wrote;
      }),
    );
    written += results.reduce((sum, count) => sum + count, 0);
  }
  return written;
}

/**
 * Which copy to send for an `Accept-Encoding`: brotli when the client takes
 * it (the smaller), gzip otherwise, the file itself when it takes neither
 * (or refuses both with `;q=0`).
 */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (quality === undefined || Number(quality) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
