import { and, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { isUniqueViolation } from '../../../db/errors';
import { single } from '../../../db/rows';
import { blogPosts } from '../tables';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostColumns = Omit<
  typeof blogPosts.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

/** Newest first: by when published (a draft by when written), then by id. */
const ORDER = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id)];
/** Posts in the trash (features/trash) are left out of every read and write here. */
const live = isNull(blogPosts.deletedAt);
const PUBLISHED = and(live, eq(blogPosts.status, 'published'));

export async function listBlogPostRows(
  db: Executor,
  { drafts }: { drafts: boolean },
): Promise<BlogPostRow[]> {
  const query = db.select().from(blogPosts);
  return query.where(drafts ? live : PUBLISHED).orderBy(...ORDER);
}

export async function findBlogPost(db: Executor, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(live, eq(blogPosts.id, id)));
  return row;
}

export async function findPublishedBySlug(
  db: Executor,
  slug: string,
): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), PUBLISHED));
  return row;
}

/**
 * The slugs taken that are `base` or `base-<n>`, so a derived slug can be
 * made unique; a post in the trash keeps its slug (a Restore brings it back).
 */
export async function slugsLike(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  return rows.map((row) => row.slug);
}

/** The new row, or 'slug_taken' when another post has its slug. */
export async function insertBlogPost(
  db: Executor,
  values: BlogPostColumns,
): Promise<BlogPostRow | 'slug_taken'> {
  try {
    return single(await db.insert(blogPosts).values(values).returning());
  } catch (error) {
    if (isUniqueViolation(error)) return 'slug_taken';
    throw error;
  }
}

/** The changed row, undefined when there is none, or 'slug_taken'. */
export async function updateBlogPost(
  db: Executor,
  id: number,
  values: BlogPostColumns,
): Promise<BlogPostRow | undefined | 'slug_taken'> {
  try {
    const [row] = await db
      .update(blogPosts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(live, eq(blogPosts.id, id)))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return 'slug_taken';
    throw error;
  }
}

/** Moves the post to the trash; false when there is no live post of that id. */
export async function trashBlogPost(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({ deletedAt: sql`now()` })
    .where(and(live, eq(blogPosts.id, id)))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}
