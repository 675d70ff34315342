import { screen, within } from '@testing-library/react';
import type { Video } from '@parish/shared-types';
import { formatTime12h, loadSharedWebCatalog } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildOccurrence, buildWeek } from '../../../testing/scheduleWeek';
import { loadCatalog } from '../lib/i18n';
import LivePage from '../components/LivePage';

const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

/** Sunday, Dec 6, 2026 in Chicago: the 10:00 AM Mass is streamed (16:00Z to 17:00Z), the 8:00 AM one is not. */
const SCHEDULE = buildWeek(
  [
    buildOccurrence({ entry_id: 1, start_time: '08:00:00' }),
    buildOccurrence({
      entry_id: 2,
      start_time: '10:00:00',
      title: 'Sunday Worship',
      title_es: 'Culto dominical',
      livestream_url: PLAYER,
    }),
    buildOccurrence({
      entry_id: 2,
      date: '2026-12-13',
      start_time: '10:00:00',
      title: 'Sunday Worship',
      title_es: 'Culto dominical',
      livestream_url: PLAYER,
      status: 'cancelled',
    }),
  ],
  '2026-12-06',
  '2026-12-19',
);

const VIDEOS: Video[] = [
  {
    id: 1,
    title: 'Advent retreat talk',
    youtube_url: 'https://youtu.be/aaaaaaaaaaa',
    category: 'Spiritual Education - 2016',
  },
  {
    id: 2,
    title: 'First Sunday of Advent Mass',
    youtube_url: 'https://youtu.be/bbbbbbbbbbb',
    category: 'Liturgies & Homilies',
  },
  {
    id: 3,
    title: 'Christ the King Mass',
    youtube_url: 'https://youtu.be/ccccccccccc',
    category: 'Liturgies & Homilies',
  },
];

async function renderLive(at: string, language: 'en' | 'es' = 'en') {
  jest.useFakeTimers({ now: new Date(at), advanceTimers: true });
  mockApi({
    'GET /api/schedule/?days=14': { status: 200, body: SCHEDULE },
    'GET /api/videos/': { status: 200, body: VIDEOS },
  });
  renderWithProviders(<LivePage />, {
    route: '/live',
    path: '/live',
    ...(language === 'es'
      ? { translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog) }
      : {}),
  });
}

afterEach(() => jest.useRealTimers());

describe('the live page', () => {
  it('frames the streamed Mass from ten minutes before it begins, titled, loaded lazily', async () => {
    await renderLive('2026-12-06T15:52:00Z');
    const player = await screen.findByTitle('Livestream: Sunday Worship');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', PLAYER);
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Live now: Sunday Worship' }),
    ).toBeVisible();
    expect(screen.queryByText(/^Begins in/)).not.toBeInTheDocument();
  });

  it('before then, names the next streamed Mass with a countdown in minutes, polite to screen readers', async () => {
    await renderLive('2026-12-06T13:30:00Z');
    const next = await screen.findByRole('region', { name: 'Next streamed: Sunday Worship' });
    expect(next).toHaveTextContent(formatTime12h('10:00:00', 'en'));
    const countdown = within(next).getByText('Begins in 2 hours 30 minutes');
    expect(countdown).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByTitle(/^Livestream/)).not.toBeInTheDocument();
  });

  it('after the Mass, with the next one cancelled, says none is streamed, and lists the latest recordings of the liturgy', async () => {
    await renderLive('2026-12-06T17:30:00Z');
    expect(await screen.findByText('No Mass is streamed in the next two weeks.')).toBeVisible();
    const recordings = screen.getByRole('region', { name: 'Recent recordings' });
    expect(
      within(recordings)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Christ the King Mass', 'First Sunday of Advent Mass', 'All videos']);
  });

  it('says it in Spanish', async () => {
    await renderLive('2026-12-06T13:30:00Z', 'es');
    const next = await screen.findByRole('region', {
      name: 'Próxima transmisión: Culto dominical',
    });
    expect(within(next).getByText('Comienza en 2 horas 30 minutos')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Misa en vivo' })).toBeVisible();
  });
});
