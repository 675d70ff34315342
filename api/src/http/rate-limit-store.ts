/**
 * A store for @fastify/rate-limit that keeps its counters in the database,
 * so a limit holds across every API instance sharing it (the plugin's own
 * store counts per process). One atomic upsert per request counts the hit
 * and starts a new window when the last one has ended; the database's clock
 * decides, so instances with drifting clocks agree.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rateLimitCounters } from '../db/schema';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Counts one hit for `key` and reports the count in its window and the milliseconds left. */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const table = rateLimitCounters;
  const ended = sql`${table.resetAt} <= now()`;
  const [row] = await db
    .insert(table)
    .values({
      key,
      hits: 1,
      resetAt: sql`now() + (${windowMs}::bigint * interval '1 millisecond')`,
    })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${table.hits} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${table.resetAt} end`,
      },
    })
    .returning({
      hits: table.hits,
      ttlMs: sql<string>`ceil(extract(epoch from (${table.resetAt} - now())) * 1000)`,
    });
  if (!row) throw new Error('The rate limit counter returned no row.');
  return { current: row.hits, ttl: Math.max(0, Number(row.ttlMs)) };
}

/** Removes counters whose window ended, so the table holds only live ones. */
export async function deleteExpiredCounters(db: Database): Promise<void> {
  await db.execute(
    sql`delete from ${rateLimitCounters} where ${rateLimitCounters.resetAt} < now()`,
  );
}

/**
 * The store class for `fastifyRateLimit({ store })`. Each rate-limited route
 * counts separately (`child` gets the route), keyed by client address.
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
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      const scope = route ? `${String(route.method)} ${route.url ?? ''}` : 'global';
      return new DatabaseRateLimitStore({ ...routeOptions, scope } as FastifyRateLimitOptions);
    }
  };
}
