import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  preHandlerAsyncHookHandler,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db';
import type { FileStorage } from '../storage';

/**
 * What the modules provide every route besides the core below: the
 * messaging module adds `outbox` (see its mail/outbox.ts), so this file
 * imports no module and no module loops back through it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleServices {}

/** What every module's routes are given. */
export interface AppContext extends ModuleServices {
  db: Database;
  config: Config;
  /** Uploaded files (photos, contact attachments). */
  storage: FileStorage;
  /**
   * The guard of administrator-only routes: 401 without a live session.
   * Routes get it from `docs({ access: 'admin' })`, which runs it before
   * the body is validated.
   */
  requireAdmin: preHandlerAsyncHookHandler;
  /** The time now: the system's, or a test's (waitlist offers lapse by it). */
  clock: () => Date;
}

/**
 * The fastify instance routes are declared on: with the zod type provider,
 * a route's `docs({ body })` types `request.body` as the schema's output.
 */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
