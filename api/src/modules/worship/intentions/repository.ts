/** Queries on the Mass intentions and the parish's rule for them. */
import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db';
import { massIntentions, massIntentionSettings } from '../tables';

export type IntentionRow = typeof massIntentions.$inferSelect;
export type IntentionColumns = typeof massIntentions.$inferInsert;
export type SettingsRow = typeof massIntentionSettings.$inferSelect;

/** Until the office writes its rule: two intentions a Mass, a $10 offering. */
export const DEFAULT_SETTINGS = { perMass: 2, offeringCents: 1000 } as const;

export async function readSettings(
  db: Executor,
): Promise<{ perMass: number; offeringCents: number }> {
  const [row] = await db
    .select()
    .from(massIntentionSettings)
    .where(eq(massIntentionSettings.id, 1));
  return row ? { perMass: row.perMass, offeringCents: row.offeringCents } : { ...DEFAULT_SETTINGS };
}

export async function writeSettings(
  db: Executor,
  settings: { perMass: number; offeringCents: number },
): Promise<void> {
  await db
    .insert(massIntentionSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({
      target: massIntentionSettings.id,
      set: { ...settings, updatedAt: sql`now()` },
    });
}

/** An intention that takes a slot: paid (requested, confirmed), or held and not yet lapsed. */
function takesSlot(): SQL {
  return or(
    inArray(massIntentions.status, ['requested', 'confirmed']),
    and(eq(massIntentions.status, 'held'), gt(massIntentions.expiresAt, sql`now()`)),
  ) as SQL;
}

/** How many slots of the Mass `mass` on `date` are taken, by the database's clock. */
export async function countTaken(db: Executor, date: string, mass: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(massIntentions)
    .where(and(eq(massIntentions.date, date), eq(massIntentions.mass, mass), takesSlot()));
  return Number(row?.count ?? 0);
}

/** The intentions that take slots on the days `from` to `to`, in the order they were asked for. */
export async function listTaking(db: Executor, from: string, to: string): Promise<IntentionRow[]> {
  return db
    .select()
    .from(massIntentions)
    .where(and(gte(massIntentions.date, from), lte(massIntentions.date, to), takesSlot()))
    .orderBy(asc(massIntentions.date), asc(massIntentions.createdAt), asc(massIntentions.id));
}

/** The published intentions (paid or confirmed) of the days `from` to `to`. */
export async function listPublished(
  db: Executor,
  from: string,
  to: string,
): Promise<IntentionRow[]> {
  return db
    .select()
    .from(massIntentions)
    .where(
      and(
        gte(massIntentions.date, from),
        lte(massIntentions.date, to),
        eq(massIntentions.publish, true),
        inArray(massIntentions.status, ['requested', 'confirmed']),
      ),
    )
    .orderBy(asc(massIntentions.date), asc(massIntentions.createdAt), asc(massIntentions.id));
}

export async function insertIntention(
  db: Executor,
  columns: PgInsertValue<typeof massIntentions>,
): Promise<IntentionRow> {
  const [row] = await db.insert(massIntentions).values(columns).returning();
  if (!row) throw new Error('mass intention was not inserted');
  return row;
}

/** A held intention's end, the database's now() plus `minutes`. */
export function holdEnd(minutes: number): SQL {
  return sql`now() + make_interval(mins => ${minutes})`;
}

export async function findIntention(db: Executor, id: number): Promise<IntentionRow | undefined> {
  const [row] = await db.select().from(massIntentions).where(eq(massIntentions.id, id));
  return row;
}

/** Locks the intention's row until the transaction ends. */
export async function lockIntention(db: Executor, id: number): Promise<IntentionRow | undefined> {
  const [row] = await db
    .select()
    .from(massIntentions)
    .where(eq(massIntentions.id, id))
    .for('update');
  return row;
}

/** Whether the held intention's hold has lapsed, by the database's clock. */
export async function holdLapsed(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ lapsed: sql<boolean>`${massIntentions.expiresAt} <= now()` })
    .from(massIntentions)
    .where(eq(massIntentions.id, id));
  return row?.lapsed === true;
}

export async function updateIntention(
  db: Executor,
  id: number,
  columns: Partial<IntentionColumns>,
): Promise<IntentionRow> {
  const [row] = await db
    .update(massIntentions)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(massIntentions.id, id))
    .returning();
  if (!row) throw new Error(`mass intention ${id} vanished`);
  return row;
}

/** Beside the other advisory locks' keys (db/index.ts, the schedule's entries). */
const MASS_LOCK_KEY = 7_405_322;

/**
 * Holds the requests for one Mass on one date one at a time until the
 * transaction ends, so two visitors asking at once for its last slot cannot
 * both pass the count (no index can say "at most N").
 */
export async function lockMass(tx: Executor, date: string, mass: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${MASS_LOCK_KEY}, hashtext(${`${date} ${mass}`}))`,
  );
}
