import { blogInputSchema, blogPostPagePath, type BlogPost } from '@parish/shared-types';
import { api } from '../../../lib/api';
import type { AdminMessageId } from '../../../lib/i18n';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

const STATUS_LABELS: Record<BlogPost['status'], AdminMessageId> = {
  published: 'admin.media.blogs.published',
  draft: 'admin.media.blogs.draft',
};

/**
 * The Media tab's blog posts, drafts included: written in Markdown, each
 * published one with its own page (`/media/blog/{slug}`).
 */
export const blogsResource = defineResource({
  key: 'blogs',
  calls: {
    list: 'GET /api/media/blogs/all/',
    create: 'POST /api/media/blogs/',
    edit: 'PUT /api/media/blogs/:id/',
    remove: 'DELETE /api/media/blogs/:id/',
  },
  label: 'admin.media.blogs.label',
  list: api.blogs.listAll,
  recordId: (post) => post.id,
  recordLabel: (post) => post.title,
  columns: [
    { header: 'admin.media.title', value: (post) => post.title },
    { header: 'admin.media.blogs.status', value: (post, { t }) => t(STATUS_LABELS[post.status]) },
    dateTimeColumn('admin.media.blogs.publishedAt', (post: BlogPost) => post.published_at ?? ''),
    { header: 'admin.media.blogs.author', value: (post) => post.author },
    {
      header: 'admin.media.blogs.address',
      value: (post) => blogPostPagePath(post.slug),
    },
    { header: 'admin.media.blogs.excerpt', value: (post) => post.excerpt },
  ],
  loadingText: 'admin.media.blogs.loading',
  emptyText: 'admin.media.blogs.empty',
  loadErrorText: 'admin.media.blogs.loadError',
  remove: {
    call: (post) => api.blogs.remove(post.id),
    restore: (post) => api.trash.restore('blog_post', post.id),
    confirmTitle: 'admin.media.blogs.delete.confirmTitle',
    doneText: 'admin.media.blogs.delete.done',
    failureText: 'admin.media.blogs.delete.failed',
  },
  fields: {
    title: { label: 'admin.media.title', kind: 'text' },
    content: {
      label: 'admin.media.blogs.fields.content',
      kind: 'multiline',
      rows: 12,
      hint: 'admin.media.blogs.fields.contentHint',
    },
    slug: {
      label: 'admin.media.blogs.fields.slug',
      kind: 'text',
      hint: 'admin.media.blogs.fields.slugHint',
    },
    status: {
      label: 'admin.media.blogs.status',
      kind: 'select',
      options: [
        { value: 'published', label: 'admin.media.blogs.published' },
        { value: 'draft', label: 'admin.media.blogs.draftOption' },
      ],
    },
    author: {
      label: 'admin.media.blogs.author',
      kind: 'text',
      hint: 'admin.media.blogs.fields.authorHint',
    },
  },
  create: {
    route: '/admin/upload-blogs',
    schema: blogInputSchema,
    save: (input) => api.blogs.create(input),
    title: 'admin.media.blogs.create.title',
    submitLabel: 'admin.media.blogs.create.submit',
    busyLabel: 'admin.media.blogs.create.busy',
    successText: 'admin.media.blogs.create.success',
    failureText: 'admin.media.blogs.create.failed',
  },
  edit: {
    route: '/admin/blogs/edit/:id',
    schema: blogInputSchema,
    load: (id, signal) => api.blogs.get(id, signal),
    save: (input, id) => api.blogs.update(id, input),
    title: 'admin.media.blogs.edit.title',
    submitLabel: 'admin.media.blogs.edit.submit',
    busyLabel: 'admin.media.busy.saving',
    successText: 'admin.media.blogs.edit.success',
    failureText: 'admin.media.blogs.edit.failed',
    loadErrorText: 'admin.media.blogs.edit.loadError',
  },
});
