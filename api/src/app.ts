/**
 * Builds the HTTP API without listening: `main.ts` listens, tests use
 * `app.inject`. Every answer is JSON; every error is `ApiErrorBody`.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { apiPaths } from '@parish/shared-types';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db';
import {
  accountRoutes,
  adminRoutes,
  authRoutes,
  createRequireAdmin,
  requireRoles,
  identityResponses,
} from './modules/identity';
import {
  auditRoutes,
  healthRoutes,
  releaseOverrideRoutes,
  trashRoutes,
  TRASH_PURGE_INTERVAL_MS,
  TrashWorker,
  type TrashKinds,
  platformResponses,
} from './modules/platform';
import {
  contentTrashKinds,
  blogRoutes,
  leadershipRoutes,
  ministryRoutes,
  ministryInterestRoutes,
  photoRoutes,
  bulletinRoutes,
  shopRoutes,
  verseRoutes,
  parishRoutes,
  getContact,
  sermonRoutes,
  videoRoutes,
  contentResponses,
} from './modules/content';
import {
  ticketingTrashKinds,
  bookingRoutes,
  checkInRoutes,
  eventRoutes,
  waitlistRoutes,
  WaitlistWorker,
  ticketingResponses,
} from './modules/ticketing';
import {
  messagingTrashKinds,
  contactRoutes,
  courseRegistrationRoutes,
  createOutbox,
  mailSite,
  type Outbox,
  mailRoutes,
  createSmtpTransport,
  MailWorker,
  newsletterRoutes,
  newsletterTopicRoutes,
  campaignRoutes,
  CampaignSender,
  messagingResponses,
  outboxBacklog,
} from './modules/messaging';
import {
  bookingPayments,
  donorRoutes,
  fundRoutes,
  batchRoutes,
  statementRoutes,
  sandboxRenewalRoutes,
  givingReportRoutes,
  paymentRoutes,
} from './modules/giving';
import {
  intentionRoutes,
  sacramentRoutes,
  scheduleRoutes,
  worshipResponses,
} from './modules/worship';
import { officeResponses, overviewRoutes } from './modules/office';
import type { AppContext } from './http/context';
import { MAILS } from './mails';
import { cookieNamesFor } from './http/cookies';
import { registerErrorHandlers } from './http/errors';
import { helmetOptions, installResponseHeaders } from './http/headers';
import { loggerOptions } from './http/logging';
import { installObservability } from './http/observability';
import { requestIdGenerator } from '@parish/server-kit';
import { refuseUnexpectedMultipart } from './http/multipart';
import { createOriginCheck } from './http/origin';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { validatorCompiler } from './http/validation';
import { installOpenApi, openApiRoutes } from './openapi/routes';
import { installRouteRegistry, type RouteRegistry } from './openapi/registry';
import { createStorage, type FileStorage } from './storage';

/** What can be in the trash: each module names what of its own can. */
const TRASH_KINDS: TrashKinds = {
  ...ticketingTrashKinds,
  ...contentTrashKinds,
  ...messagingTrashKinds,
};

/** The answers' schemas each module names, for the OpenAPI document's components. */
const RESPONSE_SCHEMAS = {
  ...platformResponses,
  ...identityResponses,
  ...ticketingResponses,
  ...contentResponses,
  ...worshipResponses,
  ...messagingResponses,
  ...officeResponses,
};

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Where uploads go; the storage `config.storage` names by default. */
  storage?: FileStorage;
  /** Where the request log is written (tests); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Where writes put their mails; the outbox table by default (the booking benchmark swaps it). */
  outbox?: Outbox;
  /** The time now for waitlist offers; the system clock by default (tests move it on). */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route and its docs, as the OpenAPI document shows them. */
    routeRegistry: RouteRegistry;
    /** Purges the trash (tests call `tick()` with the app's clock moved on). */
    trashWorker: TrashWorker;
    /** This process's campaign sender (tests stop and start it). */
    campaignSender: CampaignSender;
  }
}

/** The origins the site's pages are on: the CORS origins and SITE_URL's. */
function siteOrigins(config: Config): string[] {
  return [...new Set([...config.corsOrigins, new URL(config.payments.siteUrl).origin])];
}

/** Trusts the first `hops` proxies in front of the API. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({
  db,
  config,
  storage = createStorage(config, db),
  logStream,
  outbox = createOutbox(config.mail, config.payments.siteUrl, MAILS),
  clock = () => new Date(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // The site server's id for the request, so both logs show one id (http/observability.ts).
    genReqId: requestIdGenerator(config.trustProxy),
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerErrorHandlers(app, { bodyLimit: config.bodyLimitBytes });
  // Route schemas are the shared-types zod schemas (`docs({ body })`).
  app.setValidatorCompiler(validatorCompiler);
  installResponseHeaders(app);
  const requireAdmin = createRequireAdmin(db, config, clock);
  // First, so that it sees every route, plugins' included.
  const registry = installRouteRegistry(app, requireAdmin, requireRoles);
  app.decorate('routeRegistry', registry);
  await installOpenApi(app, registry, RESPONSE_SCHEMAS);
  installObservability(app, {
    token: config.metricsToken,
    outboxBacklog: () => outboxBacklog(db),
  });

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
  await app.register(fastifyHelmet, helmetOptions(config));
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  app.decorate('cookieNames', cookieNamesFor(config));
  // Only routes that opt in (login, public forms, bookings, …) are limited; counters live
  // in the database so the limit holds across every API instance. Keyed by the client
  // address TRUST_PROXY gives (`request.ip`); an IPv6 address by its /64, which one
  // household or machine usually holds whole.
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    ipv6Subnet: 64,
  });
  // Multipart bodies are read by the routes that take files (limits per route).
  await app.register(fastifyMultipart);
  // Writes with a session cookie (and multipart bodies) only from the site's pages.
  app.addHook('onRequest', createOriginCheck(siteOrigins(config)));
  app.addHook('preValidation', refuseUnexpectedMultipart);

  // Seed illustrations; file names never change meaning, so caches may keep them.
  registry.describe('GET', `${apiPaths.seedImages}*`, {
    tag: 'Files',
    summary: 'A demo illustration (SVG)',
    description: 'Cached as immutable for 30 days: a changed picture gets a new name.',
    access: 'public',
    responses: { 200: { description: 'The picture', contentType: 'image/svg+xml' } },
  });
  await app.register(fastifyStatic, {
    root: path.join(config.paths.assets, 'seed'),
    prefix: apiPaths.seedImages,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '30d',
    // In the OpenAPI document (described above).
    schemaHide: false,
  });

  app.decorateRequest('adminSession', null);
  const context: AppContext = {
    db,
    config,
    storage,
    requireAdmin,
    outbox,
    bookingPayments,
    clock,
  };
  startMailWorker(app, context);
  startWaitlistWorker(app, context);
  startTrashWorker(app, context);
  const campaignSender = startCampaignSender(app, context);
  for (const routes of [
    healthRoutes,
    authRoutes,
    accountRoutes,
    eventRoutes,
    shopRoutes,
    bookingRoutes,
    checkInRoutes,
    waitlistRoutes,
    paymentRoutes,
    sandboxRenewalRoutes,
    givingReportRoutes,
    leadershipRoutes,
    ministryRoutes,
    videoRoutes,
    adminRoutes,
    photoRoutes,
    bulletinRoutes,
    sermonRoutes,
    parishRoutes,
    scheduleRoutes,
    intentionRoutes,
    sacramentRoutes,
    blogRoutes,
    contactRoutes,
    ministryInterestRoutes,
    courseRegistrationRoutes,
    newsletterRoutes,
    newsletterTopicRoutes,
    campaignRoutes({
      site: async () => mailSite(config, await getContact(db)),
      sendingStarted: () => campaignSender.wake(),
    }),
    donorRoutes,
    fundRoutes,
    batchRoutes,
    statementRoutes,
    verseRoutes,
    releaseOverrideRoutes,
    mailRoutes,
    auditRoutes,
    trashRoutes(TRASH_KINDS),
    overviewRoutes,
  ]) {
    await routes(app.withTypeProvider<ZodTypeProvider>(), context);
  }
  openApiRoutes(app);
  return app;
}

/**
 * Delivers the outbox from this process once the app is ready, when an
 * SMTP server is configured; without one, mails wait in the outbox (and
 * the dashboard shows them queued) until a process that has one runs.
 */
function startMailWorker(app: FastifyInstance, { db, config, storage }: AppContext) {
  const { smtpUrl } = config.mail;
  if (!smtpUrl) {
    app.addHook('onReady', async () => {
      if (config.nodeEnv !== 'test') {
        app.log.warn('SMTP_URL is not set: mails are kept in the outbox and not sent.');
      }
    });
    return;
  }
  const transport = createSmtpTransport(smtpUrl);
  const worker = new MailWorker({
    db,
    transport,
    storage,
    // The details the office keeps, read as each mail is delivered (docs/parish-details.md).
    site: async () => mailSite(config, await getContact(db)),
    from: config.mail.from,
    settings: config.mail.worker,
    log: app.log.child({ worker: 'mail' }),
    mails: MAILS,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
}

/** Passes lapsed waitlist offers on and offers seats freed by lapsed holds, from this process. */
function startWaitlistWorker(
  app: FastifyInstance,
  { db, config, outbox, bookingPayments, clock }: AppContext,
) {
  const worker = new WaitlistWorker({
    db,
    outbox,
    bookingPayments,
    clock,
    timeZone: config.timeZone,
    claimHours: config.waitlist.claimHours,
    intervalMs: config.waitlist.sweepMs,
    log: app.log.child({ worker: 'waitlist' }),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}

/** Hands sending campaigns' recipients to the outbox at `MAIL_RATE_PER_MINUTE`, from this process. */
function startCampaignSender(app: FastifyInstance, { db, config, outbox }: AppContext) {
  const sender = new CampaignSender({
    db,
    outbox,
    ratePerMinute: config.mail.ratePerMinute,
    log: app.log.child({ worker: 'campaigns' }),
  });
  app.decorate('campaignSender', sender);
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
  return sender;
}

/** Purges what has been in the trash 30 days, from this process, by the app's clock. */
function startTrashWorker(app: FastifyInstance, { db, storage, clock }: AppContext) {
  const worker = new TrashWorker({
    db,
    kinds: TRASH_KINDS,
    storage,
    clock,
    intervalMs: TRASH_PURGE_INTERVAL_MS,
    log: app.log.child({ worker: 'trash' }),
  });
  app.decorate('trashWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
