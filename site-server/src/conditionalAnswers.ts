/**
 * Answers from files and answers made here: a file only inside the app's
 * root, and validators (ETag, Last-Modified) with the 304 a browser's copy
 * still current earns.
 */
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The file `urlPath` names inside `root`; null for one outside it, or a malformed path. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const filePath = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return filePath === root || filePath.startsWith(`${root}${path.sep}`) ? filePath : null;
}

/** The file's details, when it is one. */
export async function fileInfo(filePath: string): Promise<Stats | null> {
  try {
    const info = await stat(filePath);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** A short tag of the content, for an ETag. */
export function tagOf(...parts: Array<string | Buffer>): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Whether the browser's copy (If-None-Match, else If-Modified-Since) is
 * still this one, for answers made here (@fastify/static checks its own).
 */
export function isFresh(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const ifModifiedSince = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  return (
    !Number.isNaN(ifModifiedSince) &&
    Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince
  );
}

/** An answer made here: its validators and headers, the body or a 304 (compressed by the plugin). */
export function sendMade(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer | NodeJS.ReadableStream,
  validators: { etag: string; lastModified: Date; status?: number },
  headers: Record<string, string>,
) {
  reply.headers({
    ...headers,
    ETag: validators.etag,
    'Last-Modified': validators.lastModified.toUTCString(),
  });
  if (isFresh(request, validators.etag, validators.lastModified)) return reply.code(304).send();
  return reply.code(validators.status ?? 200).send(body);
}
