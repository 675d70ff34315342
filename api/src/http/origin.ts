/**
 * CSRF protection for multipart bodies. JSON-only routes are out of reach of
 * cross-site HTML forms (they cannot send `application/json`), but a form can
 * send multipart/form-data, and the SameSite=Lax session cookie does not stop
 * every such post (a same-site but cross-origin page, for one). So a
 * multipart request is accepted only from the site's own origins.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

export const FOREIGN_ORIGIN_MESSAGE = 'This form can only be sent from the parish site.';

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * Allowed: no `Origin` header (browsers always send one with a cross-origin
 * POST, so its absence means a same-origin request from an old browser or a
 * non-browser client such as curl, which cannot carry a visitor's cookie),
 * one of the configured CORS origins, or the API's own origin.
 */
export function isAllowedOrigin(request: FastifyRequest, allowedOrigins: readonly string[]) {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  return origin === `${request.protocol}://${request.host}`;
}

export function createMultipartOriginCheck(
  allowedOrigins: readonly string[],
): onRequestAsyncHookHandler {
  return async function checkMultipartOrigin(request) {
    if (isMultipart(request) && !isAllowedOrigin(request, allowedOrigins)) {
      throw new HttpError(403, FOREIGN_ORIGIN_MESSAGE);
    }
  };
}
