/**
 * The build's files kept in memory, as a CDN's edge keeps them: a script
 * asked for by every visitor is sent from memory
 * instead of being opened and read again for each (that halved the
 * requests per second of a hashed script, docs/benchmarks.md), with its
 * brotli and gzip copies (read from beside it, else made once). Bounded:
 * files up to 2 MB, 64 MB in all, the least recently sent dropped first; a
 * file changed on disk (its size or time) is read again. Larger files go
 * to @fastify/static.
 */
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSORS = {
  gzip: (body: Buffer) => promisify(zlib.gzip)(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  // The quality of the copies written beside the files (precompressed.ts).
  br: (body: Buffer) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
};
const SUFFIXES = { gzip: '.gz', br: '.br' } as const;

export interface KeptFile {
  body: Buffer;
  /** The gzip copy (its `.gz` beside the file, else made once); null for a binary file. */
  gzip: Buffer | null;
  /** The brotli copy (its `.br` beside the file, else made once); null for a binary file. */
  br: Buffer | null;
  /** `"<size>-<time>"`, as @fastify/static tags the same file. */
  etag: string;
  lastModified: Date;
  contentType: string;
}

/** Content types of what the builds hold (anything else is sent by @fastify/static). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

async function compressedCopy(
  encoding: keyof typeof COMPRESSORS,
  file: string,
  body: Buffer,
  modified: number,
): Promise<Buffer> {
  try {
    const copy = `${file}${SUFFIXES[encoding]}`;
    if ((await stat(copy)).mtimeMs >= modified) return await readFile(copy);
  } catch {
    // no copy beside it (a release published before brotli): made here, once
  }
  return COMPRESSORS[encoding](body);
}

export function createKeptFiles(options: { maxBytes?: number; maxFileBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxFileBytes = options.maxFileBytes ?? 2 * 1024 * 1024;
  const kept = new Map<string, KeptFile & { key: string; bytes: number }>();
  let bytes = 0;

  function drop(file: string) {
    const entry = kept.get(file);
    if (!entry) return;
    kept.delete(file);
    bytes -= entry.bytes;
  }

  return {
    /** The file as kept (read now if new or changed); null when it is not kept here. */
    async get(file: string, info: Stats): Promise<KeptFile | null> {
      const ext = path.extname(file);
      const contentType = CONTENT_TYPES[ext];
      if (!contentType || info.size > maxFileBytes) return null;
      const key = `${info.size}-${info.mtimeMs}`;
      const entry = kept.get(file);
      if (entry?.key === key) {
        // Most recently sent last: the first in the map goes first.
        kept.delete(file);
        kept.set(file, entry);
        return entry;
      }
      drop(file);
      const body = await readFile(file);
      const text = TEXT.has(ext);
      const [gzipped, brotli] = text
        ? await Promise.all([
            compressedCopy('gzip', file, body, info.mtimeMs),
            compressedCopy('br', file, body, info.mtimeMs),
          ])
        : [null, null];
      const fresh = {
        body,
        gzip: gzipped,
        br: brotli,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
        contentType,
        key,
        bytes: body.length + (gzipped?.length ?? 0) + (brotli?.length ?? 0),
      };
      kept.set(file, fresh);
      bytes += fresh.bytes;
      while (bytes > maxBytes && kept.size > 1) drop(kept.keys().next().value as string);
      return fresh;
    },
    /** Bytes kept now. */
    size: () => bytes,
  };
}
