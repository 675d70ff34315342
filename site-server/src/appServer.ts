/**
 * Serves one app the way a static host or CDN would, on fastify:
 * compressed, every answer with an ETag and Last-Modified so a browser
 * revalidates for a 304 instead of downloading again, long caching for
 * hashed files and for whole releases (`/releases/<version>/…`, never
 * changed once published), a history fallback for client-side routes, and
 * `/api` (with the shop's `/config/capture-order`) forwarded to the REST
 * API so the browser only ever talks to the page's own origin.
 *
 * - files: @fastify/static (ETag, Last-Modified, 304, ranges), with the
 *   brotli and gzip copies written beside them once (precompressed.ts),
 *   brotli sent when the browser takes it, else gzip;
 * - anything else compressible: @fastify/compress, flushing as it goes so a
 *   rendered page's head leaves before its body is rendered;
 * - `/api`: @fastify/http-proxy, bodies streamed through unparsed, with the
 *   client's address in X-Forwarded-For as this server found it (`forwardedFor`).
 *
 * The shell's server also answers `/remotes.json` from the live registry
 * and gives its page a Content-Security-Policy built from that registry.
 */
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { isReleaseVersion } from '@parish/shared-types';
import { createKeptFiles } from './keptFiles';
import { fileInfo, isFresh, resolveInside, sendMade, tagOf } from './conditionalAnswers';
import { forwardedFor, trustOf } from './proxyHeaders';
import {
  installMetrics,
  loggerOptions,
  REQUEST_ID_HEADER,
  requestIdGenerator,
  type LogLevel,
  type SiteMetrics,
} from './observability';
import { precompressDirectory, preferredEncoding } from './precompressed';
import type { TrustedProxies } from './siteConfig';
import { languageRedirect } from './pageLanguage';
import { liveSiteMapFile } from './siteMap';
import { acceptNativeForms, nativeFormReturn } from './nativeForms';
import type { ShellDocuments } from './shellDocuments';
import type { RenderedDocument } from './ssr/serverPages';
import { API_ALIASES, API_FORWARDED_PATHS, API_FORWARDED_PREFIX, RELEASES_PATH } from './topology';

/** `main.3f2a9c1d.js`: the name changes when the content does. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const HTML = 'text/html; charset=utf-8';
/** Files sent compressed to a browser that takes brotli or gzip (a copy, or @fastify/compress). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt)$/;

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
  /** `TRUSTED_PROXIES`: the hops in front of this server whose X-Forwarded-* it believes; none by default. */
  trustedProxies?: TrustedProxies;
  /** The app's name in its metrics; its build directory's parent's name by default. */
  name?: string;
  /** `LOG_LEVEL` of its request log (observability.ts); silent by default. */
  logLevel?: LogLevel;
  /** Where the log goes; standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** The process's metrics, answered at `/metrics` with `metricsToken`; none by default. */
  metrics?: SiteMetrics;
  /** `METRICS_TOKEN`: the bearer token `/metrics` asks for; without it `/metrics` is a 404. */
  metricsToken?: string;
}

export interface RunningAppServer {
  url: string;
  close: () => Promise<void>;
}

export async function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const releasesRoot = options.releasesRoot ? path.resolve(options.releasesRoot) : null;
  const { shell } = options;

  await precompressDirectory(root);

  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'silent', options.logStream),
    genReqId: requestIdGenerator(options.trustedProxies ?? false),
    forceCloseConnections: true,
    // Who the client is (request.ip, .protocol, .host): the socket's peer,
    // unless it is a trusted proxy, whose X-Forwarded-* are then read.
    trustProxy: trustOf(options.trustedProxies ?? false),
    // Long hashed names and nested release paths are one wildcard parameter.
    routerOptions: { maxParamLength: 2048 },
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .headers({ 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
      .send('Not found'),
  );
  // Every answer names its request, as the log lines do.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  if (options.metrics) {
    installMetrics(app, {
      metrics: options.metrics,
      appName: options.name ?? path.basename(path.dirname(root)),
      token: options.metricsToken,
    });
  }
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'the answer failed');
    return reply.code(500).type('text/plain; charset=utf-8').send('Server error');
  });

  // `/api`, and the shop's path the spec puts beside it, go to the API as they are;
  // an alias (`/podcast.xml`) to the API's own path for it.
  const forwarded = [
    ...[API_FORWARDED_PREFIX, ...API_FORWARDED_PATHS].map((prefix) => [prefix, prefix] as const),
    ...Object.entries(API_ALIASES),
  ];
  for (const [prefix, rewritePrefix] of forwarded) {
    // One context each: every proxy takes any request body as a stream of its own.
    await app.register(async (proxied) => {
      await proxied.register(fastifyHttpProxy, {
        upstream: options.apiOrigin,
        prefix,
        rewritePrefix,
        replyOptions: {
          rewriteRequestHeaders: forwardedFor,
          onError: (reply) =>
            void reply
              .code(502)
              .headers({
                'Content-Type': 'application/json',
                'X-Content-Type-Options': 'nosniff',
              })
              .send({ message: 'The parish API is not reachable right now.' }),
        },
      });
    });
  }

  // The app's own answers, apart from the API's (which keep their own headers and encoding).
  await app.register(async (files) => {
    await files.register(fastifyCompress, {
      encodings: ['gzip'],
      // Each write leaves at once: a rendered page's head before its body.
      zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    });
    await files.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
    });

    // A request's `Cache-Control: no-cache` (a reload, or fetch() given a
    // validator) asks the caches on the way, not the origin: the validator
    // it sends is still answered with a 304 when the copy is current.
    files.addHook('onRequest', async (request) => {
      delete request.raw.headers['cache-control'];
    });

    // Every answer of this server (not the API's): shared by any origin, never sniffed.
    files.addHook('onSend', async (request, reply) => {
      const etag = reply.getHeader('etag');
      // A file's tag (size and time) names one stored copy: a strong validator.
      if (typeof etag === 'string' && etag.startsWith('W/')) reply.header('ETag', etag.slice(2));
      reply.header('X-Content-Type-Options', 'nosniff');
      if (reply.statusCode < 400) reply.header('Access-Control-Allow-Origin', '*');
    });

    const keptFiles = createKeptFiles();

    async function sendFile(
      request: FastifyRequest,
      reply: FastifyReply,
      filePath: string,
      info: Stats,
      fileRoot: string,
      cache: string,
    ) {
      reply.header('Cache-Control', cache);
      // Sent compressed or not by what the browser accepts, from a copy or as it goes.
      if (COMPRESSIBLE.test(filePath)) reply.header('Vary', 'accept-encoding');
      const kept = await keptFiles.get(filePath, info);
      if (!kept) return reply.sendFile(path.relative(fileRoot, filePath), fileRoot);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const copy = encoding ? kept[encoding] : null;
      return sendMade(
        request,
        reply,
        copy ?? kept.body,
        {
          // Each representation its own validator.
          etag: copy ? `${kept.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : kept.etag,
          lastModified: kept.lastModified,
        },
        {
          'Content-Type': kept.contentType,
          ...(copy && encoding ? { 'Content-Encoding': encoding } : {}),
        },
      );
    }

    /**
     * `/releases/<version>/<file>` from the releases directory: immutable, as
     * a release is never changed once published. No history fallback there:
     * a missing file is a 404, which the page turns into the remote's fallback.
     */
    async function serveRelease(
      request: FastifyRequest,
      reply: FastifyReply,
      releases: string,
      pathname: string,
    ) {
      const inRelease = pathname.slice(RELEASES_PATH.length);
      const version = inRelease.split('/')[1] ?? '';
      // Only a published release: not a hidden one still being built.
      const filePath = isReleaseVersion(version) ? resolveInside(releases, inRelease) : null;
      const info = filePath ? await fileInfo(filePath) : null;
      if (filePath && info) return sendFile(request, reply, filePath, info, releases, IMMUTABLE);
      return reply.callNotFound();
    }

    async function serveRemotesJson(
      request: FastifyRequest,
      reply: FastifyReply,
      documents: ShellDocuments,
    ) {
      const { body, lastModified } = await documents.remotesJson();
      return sendMade(
        request,
        reply,
        body,
        { etag: `"${tagOf(body)}"`, lastModified },
        { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': REVALIDATE },
      );
    }

    /** A page rendered on the server: its head at once, the rest once rendered. */
    function sendRendered(
      request: FastifyRequest,
      reply: FastifyReply,
      rendered: RenderedDocument,
      headers: Record<string, string>,
    ) {
      const body = new PassThrough();
      if (request.method !== 'HEAD' && !isFresh(request, rendered.etag, rendered.lastModified)) {
        body.write(rendered.start);
        void rendered.rest().then(
          (rest) => body.end(rest),
          (error: unknown) => body.destroy(error as Error),
        );
      } else {
        body.end();
      }
      return sendMade(
        request,
        reply,
        body,
        { etag: rendered.etag, lastModified: rendered.lastModified, status: rendered.status },
        {
          'Content-Type': HTML,
          'Cache-Control': REVALIDATE,
          Vary: 'accept-encoding, cookie',
          ...headers,
        },
      );
    }

    async function servePage(request: FastifyRequest, reply: FastifyReply, url: URL) {
      const page = path.join(root, 'index.html');
      const pageInfo = await fileInfo(page);
      if (!pageInfo) return reply.callNotFound();
      if (!shell) return sendFile(request, reply, page, pageInfo, root, REVALIDATE);
      // The shell's page is written per request (the registry, the route's
      // preloads), so its ETag is the hash of what is sent, headers included.
      const html = await shell.page(await readFile(page, 'utf8'), url.pathname);
      const headers = await shell.pageHeaders(html, url.pathname);
      const rendered = await shell.renderedDocument?.(
        html,
        url,
        request.headers.cookie,
        request.id,
      );
      if (rendered) return sendRendered(request, reply, rendered, headers);
      return sendMade(
        request,
        reply,
        html,
        // Written now: only the ETag can find it unchanged.
        { etag: `"${tagOf(html, JSON.stringify(headers))}"`, lastModified: new Date() },
        // Vary: an address without a language is answered by a redirect for a visitor who chose one.
        {
          'Content-Type': HTML,
          'Cache-Control': REVALIDATE,
          Vary: 'accept-encoding, cookie',
          ...headers,
        },
      );
    }

    files.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const url = new URL(request.url, 'http://localhost');
        if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
          return reply.callNotFound();
        }
        const pathname = url.pathname.slice(basePath.length) || '/';
        if (releasesRoot && pathname.startsWith(`${RELEASES_PATH}/`)) {
          return serveRelease(request, reply, releasesRoot, pathname);
        }
        if (shell && pathname === '/remotes.json') return serveRemotesJson(request, reply, shell);
        const siteMap = options.siteUrl
          ? await liveSiteMapFile(pathname, options.siteUrl, options.apiOrigin)
          : null;
        if (siteMap) {
          return sendMade(
            request,
            reply,
            siteMap.body,
            // The blog posts change it: only the ETag can find it unchanged.
            { etag: `"${tagOf(siteMap.body)}"`, lastModified: new Date() },
            { 'Content-Type': siteMap.contentType, 'Cache-Control': REVALIDATE },
          );
        }
        const filePath = resolveInside(root, pathname);
        const info =
          filePath && path.basename(filePath) !== 'index.html' ? await fileInfo(filePath) : null;
        if (filePath && info) {
          const hashed = HASHED_FILE.test(path.basename(filePath));
          return sendFile(request, reply, filePath, info, root, hashed ? IMMUTABLE : REVALIDATE);
        }
        // Client-side routes get the app; a missing asset gets a real 404.
        if (path.extname(pathname) === '' || path.basename(pathname) === 'index.html') {
          const page = new URL(`${pathname}${url.search}`, url);
          // The switch's choice, and a visitor's remembered one (pageLanguage.ts).
          const redirect = languageRedirect(page, request.headers.cookie);
          if (redirect) {
            reply.header('Cache-Control', 'no-store');
            if (redirect.cookie) reply.header('Set-Cookie', redirect.cookie);
            if (redirect.varyOnCookie) reply.header('Vary', 'cookie');
            return reply.redirect(`${basePath}${redirect.address}`, redirect.status);
          }
          return servePage(request, reply, page);
        }
        return reply.callNotFound();
      },
    });
    acceptNativeForms(files);
    // Files are only read: any other method on them is refused. A form the
    // browser posted to a page sends the visitor back to it (nativeForms.ts).
    files.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      handler: (request, reply) => {
        const page = nativeFormReturn(request);
        if (page) return reply.header('Cache-Control', 'no-store').redirect(page, 303);
        return reply.code(405).header('Allow', 'GET, HEAD').send();
      },
    });
  });

  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}${basePath}`,
    close: () => app.close(),
  };
}
