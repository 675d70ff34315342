import { blogInputSchema, type BlogPost } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/** The Media tab's blog posts: title and content, shown as plain text wherever they appear. */
export const blogsResource = defineResource({
  key: 'blogs',
  label: 'Blog Posts',
  list: api.blogs.list,
  recordId: (post) => post.id,
  recordLabel: (post) => post.title,
  columns: [
    { header: 'Title', value: (post) => post.title },
    dateTimeColumn('Published', (post: BlogPost) => post.created_at),
    { header: 'Content', value: (post) => excerpt(post.content) },
  ],
  loadingText: 'Loading blog posts...',
  emptyText: 'No blog posts found.',
  loadErrorText: 'Failed to fetch blog posts',
  remove: {
    call: (post) => api.blogs.remove(post.id),
    confirmTitle: 'Delete blog post?',
    doneText: 'Blog post deleted',
    failureText: 'Failed to delete blog post',
  },
  fields: {
    title: { label: 'Title', kind: 'text' },
    content: { label: 'Content', kind: 'multiline', rows: 10 },
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
});

function excerpt(content: string): string {
  return content.length > 120 ? `${content.slice(0, 120)}…` : content;
}
