/**
 * Serves one app the way a static host or CDN would: compressed, every
 * answer with an ETag and Last-Modified so a browser revalidates for a 304
 * instead of downloading again, long caching for hashed files and for
 * whole releases (`/releases/<version>/…`, never changed once published),
 * a history fallback for client-side routes, and `/api` (with the shop's
 * `/config/capture-order`) forwarded to the
 * REST API so the browser only ever talks to the page's own origin.
 *
 * The shell's server also answers `/remotes.json` from the live registry
 * and gives its page a Content-Security-Policy built from that registry.
 */
import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isReleaseVersion } from '@parish/shared-types';
import { isForwardedToApi, RELEASES_PATH } from './topology';
import { siteMapFile } from './siteMap';
import type { RenderedDocument } from './ssr/serverPages';

const gzip = promisify(zlib.gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** `main.3f2a9c1d.js`: the name changes when the content does. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** What the shell's server adds: the registry and its page's headers. */
export interface ShellDocuments {
  /** `/remotes.json`'s body, and when the registry behind it last changed. */
  remotesJson: () => Promise<{ body: string; lastModified: Date }>;
  /** The page (index.html) as served for `pathname`: the registry and preloads written in. */
  page: (html: string, pathname: string) => Promise<string>;
  /** Headers of the page (index.html), given its text: the CSP and friends. */
  pageHeaders: (html: string) => Promise<Record<string, string>>;
  /**
   * The page rendered on the server (ssr/serverPages.ts), given the page as
   * `page` wrote it; null when it is not rendered there. Absent without the
   * shell's server build.
   */
  renderedDocument?: (
    page: string,
    url: URL,
    cookieHeader: string | undefined,
  ) => Promise<RenderedDocument | null>;
}

export interface AppServerOptions {
  /** The build output directory. */
  root: string;
  port: number;
  host?: string;
  /** Origin the `/api` requests are forwarded to. */
  apiOrigin: string;
  /** The path of the app's public URL (`/booking` for `https://cdn.example.org/booking`). */
  basePath?: string;
  /** This remote's published releases (`<RELEASES_DIR>/<remote>`), served under `/releases/`. */
  releasesRoot?: string;
  /** Only for the shell. */
  shell?: ShellDocuments;
  /** Only for the shell: the site's public URL, for `/robots.txt` and `/sitemap.xml` (./siteMap). */
  siteUrl?: string;
}

export interface RunningAppServer {
  url: string;
  close: () => Promise<void>;
}

const compressedCache = new Map<string, Buffer>();

function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const filePath = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return filePath === root || filePath.startsWith(`${root}${path.sep}`) ? filePath : null;
}

/** Whether the browser's copy (If-None-Match, else If-Modified-Since) is still this one. */
function isFresh(req: IncomingMessage, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const ifModifiedSince = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  return (
    !Number.isNaN(ifModifiedSince) &&
    Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince
  );
}

/**
 * Sends a body with its validators, or 304 when the browser already has it.
 * Headers common to every answer are set here.
 */
function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer | { stream: () => NodeJS.ReadableStream; length: number },
  validators: { etag: string; lastModified: Date },
  headers: OutgoingHttpHeaders,
) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('ETag', validators.etag);
  res.setHeader('Last-Modified', validators.lastModified.toUTCString());
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) res.setHeader(name, value);
  }
  if (isFresh(req, validators.etag, validators.lastModified)) {
    res.removeHeader('Content-Length');
    res.writeHead(304).end();
    return;
  }
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') {
    res.end();
  } else if (Buffer.isBuffer(body)) {
    res.end(body);
  } else {
    body.stream().pipe(res);
  }
}

function fileTag(info: Stats): string {
  return `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
}

interface FileAnswer {
  cacheControl: string;
  /** Extra headers, and what they add to the ETag (the page's CSP changes with the registry). */
  extraHeaders?: Record<string, string>;
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  filePath: string,
  answer: FileAnswer,
) {
  const ext = path.extname(filePath);
  const info = await stat(filePath);
  const extra = answer.extraHeaders ?? {};
  const extraTag = Object.keys(extra).length
    ? `-${createHash('sha1').update(JSON.stringify(extra)).digest('hex').slice(0, 8)}`
    : '';
  const headers: OutgoingHttpHeaders = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': answer.cacheControl,
    ...extra,
  };
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
  if (COMPRESSIBLE.has(ext) && acceptsGzip) {
    const key = `${filePath}:${info.mtimeMs}`;
    let body = compressedCache.get(key);
    if (!body) {
      body = await gzip(await readFile(filePath), { level: 9 });
      compressedCache.set(key, body);
    }
    headers['Content-Encoding'] = 'gzip';
    const etag = `"${fileTag(info)}${extraTag}-gz"`;
    sendBody(req, res, body, { etag, lastModified: info.mtime }, headers);
    return;
  }
  sendBody(
    req,
    res,
    { stream: () => createReadStream(filePath), length: info.size },
    { etag: `"${fileTag(info)}${extraTag}"`, lastModified: info.mtime },
    headers,
  );
}

function proxyToApi(req: IncomingMessage, res: ServerResponse, apiOrigin: string) {
  const target = new URL(req.url ?? '/', apiOrigin);
  const headers = { ...req.headers, host: target.host };
  const upstream = http.request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' });
    res.end(JSON.stringify({ message: 'The parish API is not reachable right now.' }));
  });
  req.pipe(upstream);
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

function notFound(res: ServerResponse) {
  res
    .writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
    })
    .end('Not found');
}

/**
 * `/releases/<version>/<file>` from the releases directory: immutable, as
 * a release is never changed once published. No history fallback there:
 * a missing file is a 404, which the page turns into the remote's fallback.
 */
async function serveRelease(
  req: IncomingMessage,
  res: ServerResponse,
  releasesRoot: string,
  pathname: string,
) {
  const inRelease = pathname.slice(RELEASES_PATH.length);
  const version = inRelease.split('/')[1] ?? '';
  // Only a published release: not a hidden one still being built.
  const filePath = isReleaseVersion(version) ? resolveInside(releasesRoot, inRelease) : null;
  if (filePath && (await isFile(filePath))) {
    await sendFile(req, res, filePath, { cacheControl: IMMUTABLE });
    return;
  }
  notFound(res);
}

async function serveRemotesJson(req: IncomingMessage, res: ServerResponse, shell: ShellDocuments) {
  const { body, lastModified } = await shell.remotesJson();
  const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
  sendBody(
    req,
    res,
    Buffer.from(body),
    { etag, lastModified },
    { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': REVALIDATE },
  );
}

/**
 * A page rendered on the server: its head at once, the rest once rendered,
 * compressed as it goes; 304 when the browser's copy has the same inputs.
 */
async function sendRenderedDocument(
  req: IncomingMessage,
  res: ServerResponse,
  rendered: RenderedDocument,
  headers: Record<string, string>,
) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('ETag', rendered.etag);
  res.setHeader('Last-Modified', rendered.lastModified.toUTCString());
  res.setHeader('Content-Type', CONTENT_TYPES['.html'] ?? 'text/html');
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (isFresh(req, rendered.etag, rendered.lastModified)) {
    res.writeHead(304).end();
    return;
  }
  if (req.method === 'HEAD') {
    res.writeHead(rendered.status).end();
    return;
  }
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!acceptsGzip) {
    res.writeHead(rendered.status);
    res.write(rendered.start);
    res.end(await rendered.rest());
    return;
  }
  res.setHeader('Content-Encoding', 'gzip');
  res.writeHead(rendered.status);
  const compressed = zlib.createGzip({ level: 6 });
  compressed.pipe(res);
  compressed.write(rendered.start);
  // The head goes out now: the browser fetches the scripts while the page renders.
  compressed.flush();
  compressed.end(await rendered.rest());
}

async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  shell: ShellDocuments | undefined,
  url: URL,
) {
  const { pathname } = url;
  const page = path.join(root, 'index.html');
  if (!(await isFile(page))) {
    notFound(res);
    return;
  }
  if (!shell) {
    await sendFile(req, res, page, { cacheControl: REVALIDATE });
    return;
  }
  // The shell's page is written per request (the registry, the route's
  // preloads), so its ETag is the hash of what is sent, headers included.
  const html = await shell.page(await readFile(page, 'utf8'), pathname);
  const headers = await shell.pageHeaders(html);
  const rendered = await shell.renderedDocument?.(html, url, req.headers.cookie);
  if (rendered) {
    await sendRenderedDocument(req, res, rendered, headers);
    return;
  }
  const body = Buffer.from(html);
  const etag = `"${createHash('sha1').update(body).update(JSON.stringify(headers)).digest('hex').slice(0, 16)}"`;
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  sendBody(
    req,
    res,
    acceptsGzip ? await gzip(body, { level: 9 }) : body,
    // Written now: only the ETag can find it unchanged.
    { etag: acceptsGzip ? `${etag.slice(0, -1)}-gz"` : etag, lastModified: new Date() },
    {
      'Content-Type': CONTENT_TYPES['.html'],
      'Cache-Control': REVALIDATE,
      Vary: 'Accept-Encoding',
      ...(acceptsGzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...headers,
    },
  );
}

/** The site map changes only with the code: its Last-Modified is when the server started. */
const STARTED = new Date();

export function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (isForwardedToApi(url.pathname)) {
        proxyToApi(req, res, options.apiOrigin);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
        notFound(res);
        return;
      }
      const pathname = url.pathname.slice(basePath.length) || '/';
      if (options.releasesRoot && pathname.startsWith(`${RELEASES_PATH}/`)) {
        await serveRelease(req, res, options.releasesRoot, pathname);
        return;
      }
      if (options.shell && pathname === '/remotes.json') {
        await serveRemotesJson(req, res, options.shell);
        return;
      }
      const siteMap = options.siteUrl ? siteMapFile(pathname, options.siteUrl) : null;
      if (siteMap) {
        const etag = `"${createHash('sha1').update(siteMap.body).digest('hex').slice(0, 16)}"`;
        sendBody(
          req,
          res,
          Buffer.from(siteMap.body),
          { etag, lastModified: STARTED },
          {
            'Content-Type': siteMap.contentType,
            'Cache-Control': REVALIDATE,
          },
        );
        return;
      }
      const filePath = resolveInside(root, pathname);
      if (filePath && path.basename(filePath) !== 'index.html' && (await isFile(filePath))) {
        const hashed = HASHED_FILE.test(path.basename(filePath));
        await sendFile(req, res, filePath, { cacheControl: hashed ? IMMUTABLE : REVALIDATE });
        return;
      }
      // Client-side routes get the app; a missing asset gets a real 404.
      if (path.extname(pathname) === '' || path.basename(pathname) === 'index.html') {
        await servePage(req, res, root, options.shell, new URL(`${pathname}${url.search}`, url));
        return;
      }
      notFound(res);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://localhost:${port}${basePath}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
