import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildBlogPost } from '@parish/shared-types/testing';
import BlogPostPage from '../components/BlogPostPage';

function renderPost(reply: MockReply, route = '/media/blog/preparing-for-advent') {
  mockApi({ 'GET /api/media/blogs/': reply });
  renderWithProviders(<BlogPostPage />, { route, path: '/media/blog/:slug' });
}

const post = buildBlogPost({
  title: 'Preparing for Advent',
  slug: 'preparing-for-advent',
  author: 'Fr. Michael Andrews',
  published_at: '2026-11-20T17:00:00Z',
  excerpt: 'Advent begins soon.',
  html: '<p>Advent begins <strong>soon</strong>.</p>\n<h2>At home</h2>\n<ul><li>Light a candle</li></ul>',
});

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"]`)?.getAttribute('content');

describe('a blog post’s page', () => {
  it('shows the title, date, author and the formatted text, with article link-preview tags', async () => {
    renderPost({ status: 200, body: [buildBlogPost({ slug: 'other' }), post] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preparing for Advent' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20T17:00:00Z');
    expect(screen.getByText(/· Fr\. Michael Andrews/)).toBeInTheDocument();
    expect(screen.getByText('soon').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'At home' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Light a candle');
    expect(screen.getByRole('link', { name: 'All blog posts' })).toHaveAttribute(
      'href',
      '/media?tab=blog',
    );
    expect(document.title).toMatch(/^Preparing for Advent ·/);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:description')).toBe('Advent begins soon.');
    expect(meta('article:published_time')).toBe('2026-11-20T17:00:00Z');
    expect(meta('article:author')).toBe('Fr. Michael Andrews');
  });

  it('says a post is not found for an unknown address, or a draft, with the way back', async () => {
    renderPost({ status: 200, body: [{ ...post, status: 'draft' }] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog post not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All blog posts' })).toBeInTheDocument();
  });

  it('says why when the posts cannot be loaded, and offers to try again', async () => {
    renderPost({ status: 500, body: { message: 'Database unavailable' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to load the blog post',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
