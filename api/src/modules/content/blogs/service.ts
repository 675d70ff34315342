import {
  BLOG_POST_NOT_FOUND_MESSAGE,
  BLOG_SLUG_MAX_LENGTH,
  BLOG_SLUG_TAKEN_MESSAGE,
  slugFromTitle,
  type BlogInput,
  type BlogPost,
} from '@parish/shared-types';
import type { Executor } from '../../../db';
import { conflict, notFound, ok, type Result } from '../../../lib/result';
import { plainExcerpt, renderMarkdown } from '../../../lib/markdown';
import {
  findBlogPost,
  findPublishedBySlug,
  insertBlogPost,
  listBlogPostRows,
  slugsLike,
  trashBlogPost,
  updateBlogPost,
  type BlogPostColumns,
  type BlogPostRow,
} from './repository';

export function toBlogPostJson(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    slug: row.slug,
    status: row.status === 'draft' ? 'draft' : 'published',
    author: row.author,
    published_at: row.publishedAt?.toISOString() ?? null,
    html: renderMarkdown(row.content),
    excerpt: plainExcerpt(row.content),
    title_es: row.titleEs,
    content_es: row.contentEs,
    // The Spanish text is rendered and sanitised as the English is.
    html_es: row.contentEs === null ? null : renderMarkdown(row.contentEs),
    excerpt_es: row.contentEs === null ? null : plainExcerpt(row.contentEs),
  };
}

/** Who sees what: visitors published posts only, administrators drafts too. */
export interface Reader {
  admin: boolean;
}

export async function listBlogPosts(db: Executor, reader: Reader): Promise<BlogPost[]> {
  return (await listBlogPostRows(db, { drafts: reader.admin })).map(toBlogPostJson);
}

export async function getBlogPost(
  db: Executor,
  id: number,
  reader: Reader,
): Promise<Result<BlogPost>> {
  const row = await findBlogPost(db, id);
  if (!row || (row.status !== 'published' && !reader.admin)) {
    return notFound(BLOG_POST_NOT_FOUND_MESSAGE);
  }
  return ok(toBlogPostJson(row));
}

export async function getPublishedBySlug(db: Executor, slug: string): Promise<Result<BlogPost>> {
  const row = await findPublishedBySlug(db, slug);
  return row ? ok(toBlogPostJson(row)) : notFound(BLOG_POST_NOT_FOUND_MESSAGE);
}

/** The title's slug, with `-2`, `-3`, … when another post has it. */
async function freeSlugFor(db: Executor, title: string): Promise<string> {
  const base = slugFromTitle(title)
    .slice(0, BLOG_SLUG_MAX_LENGTH - 4)
    .replace(/-+$/, '');
  const taken = new Set(await slugsLike(db, base));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

function columns(
  input: BlogInput,
  slug: string,
  authorName: string,
  publishedAt: Date | null,
): BlogPostColumns {
  return {
    title: input.title,
    content: input.content,
    slug,
    status: input.status,
    author: input.author ?? authorName,
    publishedAt: input.status === 'published' ? (publishedAt ?? new Date()) : publishedAt,
    // The Spanish: a blank clears it, one left out is kept (drizzle skips undefined).
    titleEs: input.title_es,
    contentEs: input.content_es,
  };
}

const slugTaken = () => conflict(BLOG_SLUG_TAKEN_MESSAGE, 'slug');

export async function createBlogPost(
  db: Executor,
  input: BlogInput,
  authorName: string,
): Promise<Result<BlogPost>> {
  const slug = input.slug ?? (await freeSlugFor(db, input.title));
  const row = await insertBlogPost(db, columns(input, slug, authorName, null));
  return row === 'slug_taken' ? slugTaken() : ok(toBlogPostJson(row));
}

/** Replaces a post's fields; its first publication date stays. */
export async function replaceBlogPost(
  db: Executor,
  id: number,
  input: BlogInput,
  authorName: string,
): Promise<Result<BlogPost>> {
  const before = await findBlogPost(db, id);
  if (!before) return notFound(BLOG_POST_NOT_FOUND_MESSAGE);
  const slug = input.slug ?? before.slug;
  const row = await updateBlogPost(
    db,
    id,
    columns(input, slug, before.author || authorName, before.publishedAt),
  );
  if (row === 'slug_taken') return slugTaken();
  return row ? ok(toBlogPostJson(row)) : notFound(BLOG_POST_NOT_FOUND_MESSAGE);
}

/** Moves a post to the trash (features/trash); a Restore brings it back within 30 days. */
export async function removeBlogPost(db: Executor, id: number): Promise<Result<void>> {
  return (await trashBlogPost(db, id)) ? ok(undefined) : notFound(BLOG_POST_NOT_FOUND_MESSAGE);
}
