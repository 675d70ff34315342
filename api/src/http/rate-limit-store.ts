/**
 * A store for @fastify/rate-limit that keeps its counters in the database,
 * so a limit holds across every API instance sharing it (the plugin's own
 * store counts per process). One atomic upsert per request counts the hit
 * and starts a new window when the last one has ended (`lib/rate-counters.ts`).
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db';
import { countHit, deleteExpiredCounters } from '../lib/rate-counters';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The store class for `fastifyRateLimit({ store })`. Each rate-limited route
 * (or group of routes, `groupId`) counts separately (`child` gets the
 * route), keyed by client address.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: FastifyRateLimitOptions & { scope?: string }) {
      this.scope = options.scope ?? 'global';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(db, `${this.scope}|${key}`, timeWindow)
        .then(async (result) => {
          // A new window is the rare moment to sweep others' ended windows.
          if (result.current === 1) await deleteExpiredCounters(db);
          return result;
        })
        .then(
          (result) => callback(null, result),
          (error: unknown) => callback(error as Error),
        );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const { routeInfo: route, groupId } = routeOptions as {
        routeInfo?: { method?: unknown; url?: string };
        groupId?: string;
      };
      // Routes of a group (every way to start a payment) share one count.
      const scope = groupId
        ? `group ${groupId}`
        : route
          ? `${String(route.method)} ${route.url ?? ''}`
          : 'global';
      return new DatabaseRateLimitStore({ ...routeOptions, scope } as FastifyRateLimitOptions);
    }
  };
}
