import { blogInputSchema, blogPostPagePath, type BlogPost } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

const STATUS_LABELS: Record<BlogPost['status'], string> = {
  published: 'Published',
  draft: 'Draft',
};

/**
 * The Media tab's blog posts, drafts included: written in Markdown, each
 * published one with its own page (`/media/blog/{slug}`).
 */
export const blogsResource = englishOnlyResource({
  key: 'blogs',
  calls: {
    list: 'GET /api/media/blogs/all/',
    create: 'POST /api/media/blogs/',
    edit: 'PUT /api/media/blogs/:id/',
    remove: 'DELETE /api/media/blogs/:id/',
  },
  label: 'Blog Posts',
  list: api.blogs.listAll,
  recordId: (post) => post.id,
  recordLabel: (post) => post.title,
  columns: [
    { header: 'Title', value: (post) => post.title },
    { header: 'Status', value: (post) => STATUS_LABELS[post.status] },
    dateTimeColumn('Published', (post: BlogPost) => post.published_at ?? ''),
    { header: 'Author', value: (post) => post.author },
    {
      header: 'Address',
      value: (post) => blogPostPagePath(post.slug),
    },
    { header: 'Excerpt', value: (post) => post.excerpt },
  ],
  loadingText: 'Loading blog posts...',
  emptyText: 'No blog posts found.',
  loadErrorText: 'Failed to fetch blog posts',
  remove: {
    call: (post) => api.blogs.remove(post.id),
    restore: (post) => api.trash.restore('blog_post', post.id),
    confirmTitle: 'Delete blog post?',
    doneText: 'Blog post deleted',
    failureText: 'Failed to delete blog post',
  },
  fields: {
    title: { label: 'Title', kind: 'text' },
    content: {
      label: 'Content',
      kind: 'multiline',
      rows: 12,
      hint: 'Markdown: **bold**, *italic*, ## headings, - lists, [links](https://…). HTML is not kept.',
    },
    slug: {
      label: 'Address (slug)',
      kind: 'text',
      hint: 'The page is /media/blog/<slug>. Left blank, it is made from the title.',
    },
    status: {
      label: 'Status',
      kind: 'select',
      options: [
        { value: 'published', label: 'Published' },
        { value: 'draft', label: 'Draft (not shown to visitors)' },
      ],
    },
    author: { label: 'Author', kind: 'text', hint: 'Left blank, your name.' },
  },
  create: {
    route: '/admin/upload-blogs',
    schema: blogInputSchema,
    save: (input) => api.blogs.create(input),
    title: 'Upload Blog Post',
    submitLabel: 'Publish Post',
    busyLabel: 'Publishing...',
    successText: 'Success: the blog post was published.',
    failureText: 'Failed to upload blog post',
  },
  edit: {
    route: '/admin/blogs/edit/:id',
    schema: blogInputSchema,
    load: (id, signal) => api.blogs.get(id, signal),
    save: (input, id) => api.blogs.update(id, input),
    title: 'Edit Blog Post',
    submitLabel: 'Save Post',
    busyLabel: 'Saving...',
    successText: 'Blog post updated',
    failureText: 'Failed to update blog post',
    loadErrorText: 'Failed to load the blog post',
  },
});
