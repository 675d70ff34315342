/**
 * Forms the browser sends itself: a page's form is sent by the page's
 * scripts, but when they never take the page over (too slow, or switched
 * off) the browser posts it to the page's address (shared-web's SchemaForm
 * posts, so nothing typed lands in an address). The site server does not
 * read such a body; it sends the visitor back to the page, which its
 * scripts can then take over.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Lets `instance` take a posted form without reading it. */
export function acceptNativeForms(instance: FastifyInstance): void {
  instance.addContentTypeParser(FORM_TYPES, (_request, payload, done) => {
    // Drained, not kept: a form the scripts did not send is not handled here.
    payload.resume();
    done(null, undefined);
  });
}

/** Where a form the browser posted to a page sends the visitor: that page; null for anything else. */
export function nativeFormReturn(request: FastifyRequest): string | null {
  if (request.method !== 'POST') return null;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) return null;
  // One leading slash: `//host/page` in a Location header is another site.
  const pathname = new URL(request.url, 'http://localhost').pathname.replace(/^\/+/, '/');
  return path.extname(pathname) === '' ? pathname : null;
}
