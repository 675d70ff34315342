/**
 * Serves one app's production build the way a static host or CDN would:
 * compressed, with long caching for hashed files and none for entry points,
 * a history fallback for client-side routes, and `/api` (with the shop's
 * `/config/capture-order`) forwarded to the REST API so the browser only
 * ever talks to the page's own origin.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isForwardedToApi } from '../topology';

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

export interface AppServerOptions {
  /** The build output directory. */
  root: string;
  port: number;
  host?: string;
  /** Origin the `/api` requests are forwarded to. */
  apiOrigin: string;
  /** Extra JSON documents served at fixed paths (the shell's `/remotes.json`). */
  documents?: Record<string, unknown>;
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

async function sendFile(req: IncomingMessage, res: ServerResponse, filePath: string) {
  const ext = path.extname(filePath);
  const name = path.basename(filePath);
  res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Cache-Control',
    HASHED_FILE.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (COMPRESSIBLE.has(ext) && acceptsGzip) {
    const info = await stat(filePath);
    const key = `${filePath}:${info.mtimeMs}`;
    let body = compressedCache.get(key);
    if (!body) {
      body = await gzip(await readFile(filePath), { level: 9 });
      compressedCache.set(key, body);
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const info = await stat(filePath);
  res.setHeader('Content-Length', info.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(filePath).pipe(res);
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
    res.writeHead(502, { 'Content-Type': 'application/json' });
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

export function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';

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
      const document = options.documents?.[url.pathname];
      if (document !== undefined) {
        res.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
        });
        res.end(JSON.stringify(document));
        return;
      }
      const filePath = resolveInside(root, url.pathname);
      if (filePath && (await isFile(filePath))) {
        await sendFile(req, res, filePath);
        return;
      }
      // Client-side routes get the app; a missing asset gets a real 404.
      if (path.extname(url.pathname) === '') {
        await sendFile(req, res, path.join(root, 'index.html'));
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
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
        url: `http://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
