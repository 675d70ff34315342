import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db';
import type { Outbox } from '../features/mail/outbox';
import type { FileStorage } from '../storage';

/** What every feature's routes are given. */
export interface AppContext {
  db: Database;
  config: Config;
  /** Uploaded files (photos, contact attachments). */
  storage: FileStorage;
  /**
   * preHandler for administrator-only routes: 401 without a live session.
   * Documented routes get it from `docs({ access: 'admin' })` instead.
   */
  requireAdmin: preHandlerAsyncHookHandler;
  /** Where a write puts the mails it causes, in its own transaction (features/mail). */
  outbox: Outbox;
}
