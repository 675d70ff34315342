/**
 * Cross-site request forgery. A write that a browser sends with the
 * visitor's cookies (an administrator's or a donor's session) is accepted
 * only from the parish site's own pages: SameSite=Lax keeps the cookies
 * off cross-site posts, but not off a same-site, cross-origin page (a
 * sibling subdomain), and a bodyless POST needs no content type at all.
 * Multipart bodies, which a cross-site HTML form can send, are held to the
 * same rule with or without a cookie (a public upload form).
 *
 * The browser says where a request comes from: `Origin` (sent on every
 * cross-origin request and on same-origin writes) and `Sec-Fetch-Site`
 * (which a page cannot set). A request with neither comes from a
 * non-browser client (curl, a script, the tests' setup), which cannot carry
 * a visitor's cookies; the fetch-metadata "resource isolation" policy
 * accepts those too.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

export const FOREIGN_ORIGIN_MESSAGE = 'This form can only be sent from the parish site.';

/** Methods that change nothing: never checked (a link or an image may ask for them). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What `Sec-Fetch-Site` says of the site's own pages, or of a request the user made (a bookmark). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

function carriesSession(request: FastifyRequest): boolean {
  const { session, donor } = request.server.cookieNames;
  return request.cookies[session] !== undefined || request.cookies[donor] !== undefined;
}

/**
 * Allowed: no `Origin` header (browsers send one with every cross-origin
 * write, so its absence means a same-origin request or a non-browser
 * client), one of the allowed origins, or the API's own origin.
 */
export function isAllowedOrigin(request: FastifyRequest, allowedOrigins: readonly string[]) {
  const { origin } = request.headers;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Whether the request comes from the site: the browser says it is
 * same-origin (or typed by the user), or its `Origin` is allowed, or it
 * carries neither header (not a browser).
 */
export function isFromSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && OWN_FETCH_SITES.has(fetchSite)) return true;
  if (request.headers.origin !== undefined) return isAllowedOrigin(request, allowedOrigins);
  return fetchSite === undefined;
}

/**
 * Refuses (403, JSON) a write that carries a session cookie, or a
 * multipart body, from anywhere but the site. `allowedOrigins`: the CORS
 * origins and the site's own (SITE_URL).
 */
export function createOriginCheck(allowedOrigins: readonly string[]): onRequestAsyncHookHandler {
  return async function checkOrigin(request) {
    if (SAFE_METHODS.has(request.method)) return;
    if (!carriesSession(request) && !isMultipart(request)) return;
    if (!isFromSite(request, allowedOrigins)) throw new HttpError(403, FOREIGN_ORIGIN_MESSAGE);
  };
}
