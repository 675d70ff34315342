import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildSermon } from '@parish/shared-types/testing';
import SermonPage from '../components/SermonPage';

function renderSermon(reply: MockReply, route = '/media/sermons/7') {
  mockApi({ 'GET /api/media/sermons/': reply });
  renderWithProviders(<SermonPage />, { route, path: '/media/sermons/:id' });
  return userEvent.setup();
}

const sermon = buildSermon({
  id: 7,
  title: 'Who Is My Neighbour?',
  preacher: 'Rev. Deacon Maria Lopez',
  date: '2026-07-12',
  scripture: 'Luke 10:25–37',
  image: '/api/static/seed/food-drive.svg',
  description: 'The parable of the Good Samaritan.',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
});

describe('a sermon’s page', () => {
  it('plays its recording, offers it to download, and links the video and the podcast', async () => {
    renderSermon({ status: 200, body: [buildSermon({ id: 3 }), sermon] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who Is My Neighbour?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Luke 10:25–37')).toBeInTheDocument();
    const player = screen.getByLabelText('Recording: Who Is My Neighbour?');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', sermon.audio?.url);
    expect(player).toHaveAttribute('preload', 'none');
    expect(
      screen.getByRole('link', { name: /Download the recording \(0\.0 MB\)/ }),
    ).toHaveAttribute('href', sermon.audio?.url);
    expect(screen.getByRole('link', { name: 'Watch the video' })).toHaveAttribute(
      'href',
      sermon.video_url,
    );
    expect(screen.getByRole('link', { name: 'Subscribe to the podcast' })).toHaveAttribute(
      'href',
      '/podcast.xml',
    );
    expect(document.title).toMatch(/^Who Is My Neighbour\?/);
  });

  it('has no player for a sermon without a recording', async () => {
    renderSermon({ status: 200, body: [{ ...sermon, audio: null }] });
    await screen.findByRole('heading', { level: 1, name: 'Who Is My Neighbour?' });
    expect(screen.queryByLabelText('Recording: Who Is My Neighbour?')).not.toBeInTheDocument();
  });

  it('says a sermon is not found for an unknown or malformed id, with the way back', async () => {
    renderSermon({ status: 200, body: [sermon] }, '/media/sermons/8');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sermon not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All sermons' })).toHaveAttribute(
      'href',
      '/media?tab=sermons',
    );
  });

  it('offers a retry when the sermons cannot load', async () => {
    const user = renderSermon({ status: 500, body: { message: 'Internal Server Error' } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    mockApi({ 'GET /api/media/sermons/': { status: 200, body: [sermon] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who Is My Neighbour?' }),
    ).toBeInTheDocument();
  });
});
