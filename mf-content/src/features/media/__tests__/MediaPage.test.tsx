import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildBlogPost, buildSermon, buildVideo } from '@parish/shared-types/testing';
import { pictureFetch } from '../../../testing/pictureFetch';
import MediaPage from '../components/MediaPage';

function renderMedia(
  replies: { photos?: MockReply; videos?: MockReply; blogs?: MockReply; sermons?: MockReply } = {},
  route = '/media',
) {
  mockApi({
    'GET /api/media/photos/': replies.photos ?? { status: 200, body: [] },
    'GET /api/videos/': replies.videos ?? { status: 200, body: [] },
    'GET /api/media/blogs/': replies.blogs ?? { status: 200, body: [] },
    'GET /api/media/sermons/': replies.sermons ?? { status: 200, body: [] },
  });
  renderWithProviders(<MediaPage />, { route, path: '/media' });
  return userEvent.setup();
}

describe('the Media page', () => {
  it('opens on Sermons: the stored sermons with Video and Audio badges, each linking to its page', async () => {
    renderMedia({
      sermons: {
        status: 200,
        body: [
          buildSermon({
            id: 7,
            title: 'The Good Shepherd Knows His Own',
            scripture: 'John 10:11–18',
            image: '/api/static/seed/sunday-liturgy.svg',
            video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          }),
          buildSermon({ id: 8, title: 'Prepare the Way', audio: null }),
        ],
      },
    });
    expect(screen.getByRole('tab', { name: 'Sermons' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sermons',
      'Photos',
      'Videos',
      'Blog',
    ]);
    const sermon = await screen.findByRole('article', { name: 'The Good Shepherd Knows His Own' });
    expect(within(sermon).getByText('Video')).toBeInTheDocument();
    expect(within(sermon).getByText('Audio')).toBeInTheDocument();
    expect(within(sermon).getByText('John 10:11–18')).toBeInTheDocument();
    expect(
      within(sermon).getByRole('link', { name: 'Listen: The Good Shepherd Knows His Own' }),
    ).toHaveAttribute('href', '/media/sermons/7');
    // The first sermon's picture is what the page opens on: fetched first.
    expect(pictureFetch(sermon)).toBe('first');
    const unrecorded = screen.getByRole('article', { name: 'Prepare the Way' });
    expect(within(unrecorded).queryByText('Audio')).not.toBeInTheDocument();
    expect(
      within(unrecorded).getByRole('link', { name: 'Read more: Prepare the Way' }),
    ).toBeInTheDocument();
  });

  it('says so when no sermon has been shared', async () => {
    renderMedia();
    expect(await screen.findByText('No sermons have been shared yet.')).toBeInTheDocument();
  });

  it('shows the photos administrators uploaded', async () => {
    const user = renderMedia({
      photos: {
        status: 200,
        body: [
          {
            id: 1,
            url: '/api/uploads/photos/a.jpg',
            filename: 'picnic.jpg',
            uploaded_at: '2026-06-01T12:00:00Z',
          },
        ],
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(await screen.findByRole('img', { name: 'Parish photo picnic.jpg' })).toHaveAttribute(
      'src',
      '/api/uploads/photos/a.jpg',
    );
  });

  it('shows the videos, which open in the player, and the way to all of them', async () => {
    const user = renderMedia({
      videos: { status: 200, body: [buildVideo({ id: 1, title: 'Christmas Midnight Mass' })] },
    });
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(await screen.findByRole('link', { name: 'Browse All Videos' })).toHaveAttribute(
      'href',
      '/media/videos',
    );
    await user.click(screen.getByRole('button', { name: 'Play Christmas Midnight Mass' }));
    expect(screen.getByRole('dialog', { name: 'Christmas Midnight Mass' })).toBeInTheDocument();
  });

  it('lists the published blog posts with date, author and a plain excerpt, each linking to its page', async () => {
    renderMedia(
      {
        blogs: {
          status: 200,
          body: [
            buildBlogPost({
              title: 'Advent <i>news</i>',
              slug: 'advent-news',
              author: 'Fr. Michael Andrews',
              published_at: '2026-11-20T09:00:00Z',
              excerpt: 'First paragraph with <script>alert(1)</script>.',
              html: '<p>First paragraph</p>',
            }),
          ],
        },
      },
      '/media?tab=blog',
    );
    const post = await screen.findByRole('article', { name: 'Advent <i>news</i>' });
    expect(within(post).getByRole('link', { name: 'Advent <i>news</i>' })).toHaveAttribute(
      'href',
      '/media/blog/advent-news',
    );
    expect(within(post).getByText(/Fr\. Michael Andrews/)).toHaveTextContent(
      'Nov 20, 2026 · Fr. Michael Andrews',
    );
    expect(
      within(post).getByText('First paragraph with <script>alert(1)</script>.'),
    ).toBeInTheDocument();
    expect(post.querySelector('script, i')).toBeNull();
  });

  it.each([
    ['Photos', 'No photos have been shared yet.'],
    ['Videos', 'No videos have been shared yet.'],
    ['Blog', 'No blog posts have been published yet.'],
  ])('says when %s has nothing yet', async (tab, empty) => {
    const user = renderMedia();
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('says when a tab cannot be loaded', async () => {
    renderMedia({ blogs: 'network-error' }, '/media?tab=blog');
    expect(await screen.findByText('Unable to load blog posts.')).toBeInTheDocument();
  });
});
