import { z } from 'zod';
import { optionalText } from '../schemas/fields';

/** Whether visitors see a post: a draft is for administrators only. */
export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_SLUG_MAX_LENGTH = 80;
export const BLOG_SLUG_INVALID_MESSAGE =
  'Use lower-case letters, digits and single hyphens (e.g. advent-reflections)';
export const BLOG_SLUG_TAKEN_MESSAGE = 'Another blog post already uses this address';
export const BLOG_STATUS_MESSAGE = 'Choose Draft or Published';
export const BLOG_POST_NOT_FOUND_MESSAGE = 'Blog post not found';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `value` is a post's address as the site writes it: `advent-reflections`. */
export function isBlogSlug(value: string): boolean {
  return value.length <= BLOG_SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * A post's address from its title: accents dropped, lower case, every run
 * of other characters one hyphen (`Advent: Waiting & Hope` →
 * `advent-waiting-hope`); `post` when nothing is left.
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || 'post';
}

/**
 * A blank slug (or none) means "from the title": the server derives it.
 * Anything else must already be a slug.
 */
export const blogSlugField = z
  .string({ error: BLOG_SLUG_INVALID_MESSAGE })
  .trim()
  .refine((value) => value === '' || isBlogSlug(value), BLOG_SLUG_INVALID_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/** Draft or published; left out, published (the spec's POST of a title and content publishes). */
export const blogStatusField = z
  .enum(BLOG_POST_STATUSES, { error: BLOG_STATUS_MESSAGE })
  .optional()
  .transform((value) => value ?? 'published');

/** The author shown on the post; left blank, the administrator saving it. */
export const blogAuthorField = optionalText(120);
