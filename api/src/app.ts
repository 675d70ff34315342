/**
 * Builds the HTTP API without listening: `main.ts` listens, tests use
 * `app.inject`. Every answer is JSON; every error is `ApiErrorBody`.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db';
import { authRoutes } from './features/auth/routes';
import { bookingRoutes } from './features/bookings/routes';
import { eventRoutes } from './features/events/routes';
import { healthRoutes } from './features/health/routes';
import { shopRoutes } from './features/shop/routes';
import { createRequireAdmin } from './http/auth';
import type { AppContext } from './http/context';
import { registerErrorHandlers } from './http/errors';

export interface BuildAppOptions {
  db: Database;
  config: Config;
}

/** Trusts the first `hops` proxies in front of the API. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({ db, config }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerErrorHandlers(app, { bodyLimit: config.bodyLimitBytes });

  // JSON only. Without the text/plain parser a cross-site form cannot post a
  // body the API accepts (415), which with SameSite=Lax cookies keeps the
  // admin routes safe from CSRF. An empty JSON body reads as no body.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') done(null, undefined);
    else parseJson(request, body as string, done);
  });

  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // Only routes that opt in (login) are limited.
  await app.register(fastifyRateLimit, { global: false });

  // Seed illustrations; file names never change meaning, so caches may keep them.
  await app.register(fastifyStatic, {
    root: path.join(config.paths.assets, 'seed'),
    prefix: '/api/static/seed/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '30d',
  });

  app.decorateRequest('adminSession', null);
  const context: AppContext = { db, config, requireAdmin: createRequireAdmin(db) };
  for (const routes of [healthRoutes, authRoutes, eventRoutes, shopRoutes, bookingRoutes]) {
    await routes(app, context);
  }
  return app;
}
