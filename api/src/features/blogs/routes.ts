import { apiPaths, blogInputSchema, type BlogPost } from '@parish/shared-types';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blogPosts } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { registerResourceRoutes } from '../../http/resource';
import { blogPostJson } from '../../openapi/schemas';

export const BLOG_POST_NOT_FOUND_MESSAGE = 'Blog post not found';

function toBlogPostJson(row: typeof blogPosts.$inferSelect): BlogPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}

export async function blogRoutes(app: FastifyInstance, { db }: AppContext) {
  registerResourceRoutes(app, db, {
    table: blogPosts,
    paths: { collection: apiPaths.blogs, one: apiPaths.blog },
    tag: 'Blog',
    names: { one: 'blog post', many: 'blog posts (newest first)' },
    notFoundMessage: BLOG_POST_NOT_FOUND_MESSAGE,
    json: blogPostJson,
    toJson: toBlogPostJson,
    orderBy: [desc(blogPosts.createdAt), desc(blogPosts.id)],
    create: {
      schema: blogInputSchema,
      example: { title: 'Advent Reflections', content: 'Advent is a season of waiting…' },
      toColumns: (input) => ({ title: input.title, content: input.content }),
    },
  });
}
