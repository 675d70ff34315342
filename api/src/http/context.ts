import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db';

/** What every feature's routes are given. */
export interface AppContext {
  db: Database;
  config: Config;
  /** preHandler for administrator-only routes: 401 without a live session. */
  requireAdmin: preHandlerAsyncHookHandler;
}
