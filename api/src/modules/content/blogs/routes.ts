import {
  apiPaths,
  BLOG_POST_NOT_FOUND_MESSAGE,
  BLOG_SLUG_TAKEN_MESSAGE,
  blogInputSchema,
  isBlogSlug,
  mayCall,
} from '@parish/shared-types';
import type { FastifyRequest } from 'fastify';

import { z } from 'zod';
import { loadSession } from '../../identity';
import type { ApiApp, AppContext } from '../../../http/context';
import { auditActor, auditedWrite } from '../../platform';
import { HttpError } from '../../../http/errors';
import { unwrap } from '../../../http/results';
import { matchingBodyId, parseId, type RouteParams } from '../../../http/validation';
import { valueOrNull } from '../../../lib/result';
import { docs } from '../../../openapi/registry';
import { blogPostJson } from './json';
import {
  createBlogPost,
  getBlogPost,
  getPublishedBySlug,
  listBlogPosts,
  removeBlogPost,
  replaceBlogPost,
} from './service';

export { BLOG_POST_NOT_FOUND_MESSAGE };

const tag = 'Blog';
const onePost = { description: 'The blog post', schema: blogPostJson };
const example = {
  title: 'Advent Reflections',
  content: 'Advent is a season of **waiting**.\n\n- Light a candle\n- Read Isaiah 40',
  status: 'published',
  author: 'Fr. Michael Andrews',
  title_es: 'Reflexiones de Adviento',
  content_es: 'El Adviento es un tiempo de **espera**.\n\n- Encienda una vela\n- Lea Isaías 40',
};

type BlogParams = RouteParams<typeof apiPaths.blog>;
type SlugParams = RouteParams<typeof apiPaths.blogBySlug>;

/** The route whose roles may edit a post, and so read its draft (`ADMIN_ROUTE_ROLES`). */
const BLOG_EDIT_ROUTE = 'PUT /api/media/blogs/:id/';

export async function blogRoutes(app: ApiApp, { db, config, clock }: AppContext) {
  /**
   * Whether the request comes from an administrator who may edit blog posts:
   * only they see drafts (least privilege: not every administrator).
   */
  const mayEditBlogPosts = async (request: FastifyRequest) => {
    const session = await loadSession(db, request, config, clock());
    return session !== null && mayCall(session.admin.roles, BLOG_EDIT_ROUTE);
  };

  const idOf = (params: BlogParams) => parseId(params.id, BLOG_POST_NOT_FOUND_MESSAGE);
  const authorOf = (request: FastifyRequest) => request.adminSession?.admin.name ?? '';

  app.get(
    apiPaths.blogs,
    docs({
      tag,
      summary: 'List the published blog posts (newest first)',
      description:
        'Drafts are never listed here, whoever asks. Each post carries its Markdown (`content`) and the sanitised HTML made from it (`html`).',
      access: 'public',
      responses: { 200: { description: 'Every published post', schema: z.array(blogPostJson) } },
    }),
    async () => listBlogPosts(db, { admin: false }),
  );

  app.get(
    apiPaths.blogsAll,
    docs({
      tag,
      summary: 'List every blog post, drafts included (newest first)',
      access: 'admin',
      responses: { 200: { description: 'Every post', schema: z.array(blogPostJson) } },
    }),
    async () => listBlogPosts(db, { admin: true }),
  );

  app.get<{ Params: SlugParams }>(
    apiPaths.blogBySlug.pattern,
    docs({
      tag,
      summary: 'Get a published blog post by its address',
      description: 'What the page `/media/blog/{slug}` shows. A draft is not found.',
      access: 'public',
      responses: { 200: onePost },
    }),
    async (request) => {
      const slug = request.params.slug;
      if (!isBlogSlug(slug)) throw new HttpError(404, BLOG_POST_NOT_FOUND_MESSAGE);
      return unwrap(await getPublishedBySlug(db, slug));
    },
  );

  app.get<{ Params: BlogParams }>(
    apiPaths.blog.pattern,
    docs({
      tag,
      summary: 'Get one blog post',
      description:
        'A draft is found only by administrators who may edit blog posts (owners and editors); for anyone else it is not found.',
      access: 'public',
      responses: { 200: onePost },
    }),
    async (request, reply) => {
      const id = idOf(request.params);
      const admin = await mayEditBlogPosts(request);
      if (admin) reply.header('cache-control', 'private, no-store');
      return unwrap(await getBlogPost(db, id, { admin }));
    },
  );

  app.post(
    apiPaths.blogs,
    docs({
      tag,
      summary: 'Add a blog post',
      description:
        'A blank `slug` is made from the title (with `-2`, `-3`, … when taken); a slug given and taken is refused (409). A blank author is the administrator saving it. Published unless `status` is `draft`.',
      access: 'admin',
      body: blogInputSchema,
      example,
      responses: { 201: onePost },
      errors: { 409: BLOG_SLUG_TAKEN_MESSAGE },
    }),
    async (request, reply) => {
      const input = request.body;
      const post = unwrap(
        await auditedWrite(db, (tx) => createBlogPost(tx, input, authorOf(request)), {
          actor: auditActor(request),
          action: 'create',
          entity: 'blog_post',
          entityId: (p) => p.id,
        }),
      );
      return reply.status(201).send(post);
    },
  );

  app.put<{ Params: BlogParams; Body: z.output<typeof blogInputSchema> }>(
    apiPaths.blog.pattern,
    {
      ...docs({
        tag,
        summary: "Replace a blog post's fields",
        description:
          "The body may repeat the record's `id`; a different id is refused. A blank `slug` keeps the post's address. The first publication date is kept.",
        access: 'admin',
        body: blogInputSchema,
        example,
        responses: { 200: onePost },
        errors: { 409: BLOG_SLUG_TAKEN_MESSAGE },
      }),
      preValidation: matchingBodyId((params) => idOf(params as BlogParams)),
    },
    async (request) => {
      const id = idOf(request.params);
      const input = request.body;
      return unwrap(
        await auditedWrite(db, (tx) => replaceBlogPost(tx, id, input, authorOf(request)), {
          actor: auditActor(request),
          action: 'update',
          entity: 'blog_post',
          entityId: id,
          before: async (tx) => valueOrNull(await getBlogPost(tx, id, { admin: true })),
        }),
      );
    },
  );

  app.delete<{ Params: BlogParams }>(
    apiPaths.blog.pattern,
    docs({
      tag,
      summary: 'Move a blog post to the trash',
      description:
        'It leaves every list, page and the sitemap at once; `POST /api/trash/blog_post/{id}/restore/` brings it back within 30 days.',
      access: 'admin',
      responses: { 204: { description: 'Deleted' } },
    }),
    async (request, reply) => {
      const id = idOf(request.params);
      unwrap(
        await auditedWrite(db, (tx) => removeBlogPost(tx, id), {
          actor: auditActor(request),
          action: 'delete',
          entity: 'blog_post',
          entityId: id,
          before: async (tx) => valueOrNull(await getBlogPost(tx, id, { admin: true })),
        }),
      );
      return reply.status(204).send();
    },
  );
}
