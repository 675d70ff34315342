import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildVideo } from '@parish/shared-types/testing';
import VideosPage from '../components/VideosPage';
import { youtubeId } from '../lib/youtube';

const homilies = Array.from({ length: 8 }, (_, i) =>
  buildVideo({
    id: i + 1,
    title: `Homily ${i + 1}`,
    youtube_url: `https://youtu.be/vid00000${i + 1}`,
  }),
);
const creed = buildVideo({
  id: 20,
  title: 'Introduction to the Creed',
  category: 'Spiritual Education - 2016',
  youtube_url: 'https://www.youtube.com/watch?v=HTeduc16x01',
});

function renderVideos(reply: MockReply = { status: 200, body: [...homilies, creed] }) {
  mockApi({ 'GET /api/videos/': reply });
  renderWithProviders(<VideosPage />);
  return userEvent.setup();
}

describe('the Videos page', () => {
  it('has the four categories with their exact names', async () => {
    renderVideos();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Play Homily 1' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Liturgies & Homilies',
      'Spiritual Education - a2022',
      'Spiritual Education - 2016',
      'Spiritual Education - Pre-2020',
    ]);
    expect(screen.getAllByText('No videos in this category yet.')).toHaveLength(2);
  });

  it('pages each category six at a time (2 × 3)', async () => {
    const user = renderVideos();
    const homiliesSection = await screen.findByRole('region', { name: 'Liturgies & Homilies' });
    const shown = () => within(homiliesSection).getAllByRole('button', { name: /^Play / });
    expect(shown()).toHaveLength(6);
    await user.click(within(homiliesSection).getByRole('button', { name: 'Go to page 2' }));
    expect(shown()).toHaveLength(2);
    expect(
      within(homiliesSection).getByRole('button', { name: 'Play Homily 7' }),
    ).toBeInTheDocument();
    const creedSection = screen.getByRole('region', { name: 'Spiritual Education - 2016' });
    expect(within(creedSection).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('draws a placeholder when the YouTube picture cannot load, and still opens the player', async () => {
    const user = renderVideos();
    const button = await screen.findByRole('button', { name: 'Play Introduction to the Creed' });
    const picture = button.querySelector('img');
    if (!picture) throw new Error('no picture');
    expect(picture).toHaveAttribute('src', 'https://img.youtube.com/vi/HTeduc16x01/hqdefault.jpg');
    fireEvent.error(picture);
    expect(button.querySelector('img')).toBeNull();
    expect(within(button).getByTestId('video-placeholder')).toBeInTheDocument();
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Introduction to the Creed' });
    expect(
      within(dialog).getByTitle('YouTube video player: Introduction to the Creed'),
    ).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/HTeduc16x01'));
    expect(within(dialog).getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      creed.youtube_url,
    );
  });

  it('loads no player until a video is opened', async () => {
    renderVideos();
    await screen.findByRole('button', { name: 'Play Homily 1' });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("says 'Error: {message}' when the videos cannot be loaded", async () => {
    renderVideos({ status: 500, body: { message: 'The database is resting.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: /);
  });

  it('reads the id of every kind of YouTube link', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ?t=5')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://vimeo.com/123')).toBeNull();
    expect(youtubeId('not a url')).toBeNull();
  });
});
