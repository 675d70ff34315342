/**
 * Counters of recent requests in the database (`rate_limit_counters`), so a
 * limit holds across every API instance sharing it. A counter counts hits in
 * a fixed window that starts with its first hit; the database's clock
 * decides, so instances with drifting clocks agree. The per-address limits
 * (`http/rate-limit-store.ts`) and the per-e-mail and per-account ones
 * (`http/rate-limits.ts`, the sign-in) all count here.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { rateLimitCounters } from '../db/tables';

/**
 * Counts `weight` hits (one by default; a booking's seats for the seat
 * budget) for `key` and reports the count in its window and the
 * milliseconds left.
 */
export async function countHit(
  db: Executor,
  key: string,
  windowMs: number,
  weight = 1,
): Promise<{ current: number; ttl: number }> {
  const table = rateLimitCounters;
  const ended = sql`${table.resetAt} <= now()`;
  const [row] = await db
    .insert(table)
    .values({
      key,
      hits: weight,
      resetAt: sql`now() + (${windowMs}::bigint * interval '1 millisecond')`,
    })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        hits: sql`case when ${ended} then ${weight}::integer else ${table.hits} + ${weight}::integer end`,
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

/**
 * Takes back one hit of a live window: a request counted before its outcome
 * was known turned out not to be what the limit counts (a sign-in that
 * succeeded is not a failed one).
 */
export async function takeBackHit(db: Executor, key: string): Promise<void> {
  const table = rateLimitCounters;
  await db
    .update(table)
    .set({ hits: sql`greatest(${table.hits} - 1, 0)` })
    .where(and(eq(table.key, key), gt(table.resetAt, sql`now()`)));
}

/** Forgets a counter: its window starts again with the next hit. */
export async function clearCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Removes counters whose window ended, so the table holds only live ones. */
export async function deleteExpiredCounters(db: Executor): Promise<void> {
  await db.execute(
    sql`delete from ${rateLimitCounters} where ${rateLimitCounters.resetAt} < now()`,
  );
}

/**
 * The counter of an account's failed sign-ins: the e-mail tried, read as
 * the administrators' lookup reads it (another spelling is another account).
 */
export function signInFailuresKey(email: string): string {
  return `sign-in failures|${email.trim().toLowerCase()}`;
}

/** Mail providers known to ignore dots in the local part (and their other names). */
const DOT_BLIND_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * An e-mail address as a per-e-mail limit counts it: one mailbox, one key.
 * Case, a `+tag` (sub-addressing, which most providers deliver to the same
 * mailbox) and, at Gmail, dots do not make another address.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  const canonicalDomain = DOT_BLIND_DOMAINS[domain];
  if (canonicalDomain) local = local.replace(/\./g, '');
  return `${local}@${canonicalDomain ?? domain}`;
}

/**
 * A client address as the per-address limits count it: an IPv4 address as
 * it is (also when mapped into IPv6), an IPv6 address by its /64, the block
 * one subscriber is usually given, so rotating within it changes nothing.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
