import { blogPostPagePath, type BlogPost } from '@parish/shared-types';

/** A blog post's own page. */
export function blogPostPath(slug: string): string {
  return blogPostPagePath(slug);
}

/** The published post a `/media/blog/:slug` URL names, from the list; null for any other. */
export function blogPostWithSlug<P extends BlogPost>(
  posts: readonly P[],
  slug: string | undefined,
): P | null {
  if (!slug) return null;
  return posts.find((post) => post.slug === slug && post.status === 'published') ?? null;
}

/** The date a post shows: when it was published (when written, for one that never was). */
export function blogPostDate(post: BlogPost): string {
  return post.published_at ?? post.created_at;
}
