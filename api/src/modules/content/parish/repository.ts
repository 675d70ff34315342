import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { single } from '../../../db/rows';
import { announcements, heroSlides, historyEntries, parishProfile, socialLinks } from '../tables';

export type ProfileRow = typeof parishProfile.$inferSelect;
export type HeroSlideRow = typeof heroSlides.$inferSelect;

/** The profile's only row. */
export const PROFILE_ID = 1;

export const HISTORY_ORDER = [asc(historyEntries.position), asc(historyEntries.id)];
export const SLIDE_ORDER = [asc(heroSlides.position), asc(heroSlides.id)];
export const SOCIAL_LINK_ORDER = [asc(socialLinks.position), asc(socialLinks.id)];
export const ANNOUNCEMENT_ORDER = [asc(announcements.startsOn), asc(announcements.id)];

export async function findProfile(db: Executor): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(parishProfile).where(eq(parishProfile.id, PROFILE_ID));
  return row;
}

/** Writes the columns given; the profile's other columns are `whole`'s when there is no row yet. */
export async function saveProfile(
  db: Executor,
  whole: Omit<typeof parishProfile.$inferInsert, 'id'>,
  changed: Partial<typeof parishProfile.$inferInsert>,
): Promise<ProfileRow> {
  const rows = await db
    .insert(parishProfile)
    .values({ ...whole, ...changed, id: PROFILE_ID })
    .onConflictDoUpdate({ target: parishProfile.id, set: { ...changed, updatedAt: sql`now()` } })
    .returning();
  return single(rows);
}

/** Everything the site shows, each list in its order; announcements of `today` only. */
export async function readAll(db: Executor, today: string) {
  const [profile, history, slides, links, notices] = await Promise.all([
    findProfile(db),
    db
      .select()
      .from(historyEntries)
      .orderBy(...HISTORY_ORDER),
    db
      .select()
      .from(heroSlides)
      .orderBy(...SLIDE_ORDER),
    db
      .select()
      .from(socialLinks)
      .orderBy(...SOCIAL_LINK_ORDER),
    db
      .select()
      .from(announcements)
      .where(sql`${announcements.startsOn} <= ${today} and ${announcements.endsOn} >= ${today}`)
      .orderBy(...ANNOUNCEMENT_ORDER),
  ]);
  return { profile, history, slides, links, notices };
}

/** Points a slide at an uploaded image; the row before and after, or undefined without the slide. */
/** A slide before and after its image was replaced. */
export interface SlideImageChange {
  before: HeroSlideRow;
  after: HeroSlideRow;
}

export async function replaceSlideImage(
  db: Executor,
  id: number,
  key: string | null,
  record?: (tx: Executor, change: SlideImageChange) => Promise<void>,
): Promise<SlideImageChange | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(heroSlides).where(eq(heroSlides.id, id)).for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(heroSlides)
      .set({ imageKey: key, updatedAt: new Date() })
      .where(eq(heroSlides.id, id))
      .returning();
    if (!after) return undefined;
    await record?.(tx, { before, after });
    return { before, after };
  });
}

export async function deleteSlideRow(db: Executor, id: number): Promise<HeroSlideRow | undefined> {
  const [row] = await db.delete(heroSlides).where(eq(heroSlides.id, id)).returning();
  return row;
}
