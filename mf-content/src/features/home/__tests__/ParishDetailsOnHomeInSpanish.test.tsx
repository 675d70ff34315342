import { screen, within } from '@testing-library/react';
import { buildAnnouncement, buildParishDetails } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import HomePage from '../components/HomePage';

const NOTE_ES =
  'Algunos textos de la parroquia en esta página aún no están traducidos y se muestran en inglés.';

const DETAILS = buildParishDetails({
  statement: {
    mission: 'To pray and to serve.',
    vision: 'A home for all.',
    mission_es: 'Orar y servir.',
    vision_es: 'Un hogar para todos.',
  },
  hero_slides: [
    {
      image: '/api/static/seed/choir-concert.svg',
      caption: 'The parish choir in concert',
      alt: 'The choir singing',
      caption_es: 'El coro parroquial en concierto',
      alt_es: 'El coro cantando',
    },
    {
      image: '/api/static/seed/food-drive.svg',
      caption: 'Packing donations',
      alt: 'Volunteers packing boxes',
      caption_es: null,
      alt_es: null,
    },
  ],
  announcements: [
    buildAnnouncement({ title_es: 'Picnic parroquial', text_es: 'Traiga un platillo.' }),
    buildAnnouncement({ title: 'Choir rehearsal', text: 'Thursday at 7.' }),
  ],
});

let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => {
  api = mockApi({
    'GET /api/parish/': { status: 200, body: DETAILS },
    'GET /api/leadership/': { status: 200, body: [] },
    'GET /api/ministries/': { status: 200, body: [] },
    'GET /api/events/': { status: 200, body: [] },
  });
});
afterEach(() => api?.restore());

describe('the parish’s details on the home page in Spanish', () => {
  it('shows the hero’s Spanish captions and text alternatives, English ones marked', async () => {
    renderWithProviders(<HomePage />, { translations: await translationsIn('es', loadCatalog) });

    const choir = await screen.findByRole('img', { name: 'El coro cantando', hidden: true });
    expect(choir).not.toHaveAttribute('lang');
    expect(screen.getByText('El coro parroquial en concierto')).not.toHaveAttribute('lang');
    expect(
      screen.getByRole('img', { name: 'Volunteers packing boxes', hidden: true }),
    ).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Packing donations')).toHaveAttribute('lang', 'en');
  });

  it('shows the announcements in Spanish, an untranslated one in English with the note', async () => {
    renderWithProviders(<HomePage />, { translations: await translationsIn('es', loadCatalog) });

    const notices = await screen.findByRole('region', { name: 'Avisos parroquiales' });
    const picnic = within(notices).getByRole('heading', { name: 'Picnic parroquial' });
    expect(picnic).not.toHaveAttribute('lang');
    expect(within(notices).getByText('Traiga un platillo.')).not.toHaveAttribute('lang');
    expect(within(notices).getByRole('heading', { name: 'Choir rehearsal' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(notices).getByText('Thursday at 7.')).toHaveAttribute('lang', 'en');
    expect(within(notices).getByText(NOTE_ES)).toBeInTheDocument();

    expect(screen.getByText('Orar y servir.')).not.toHaveAttribute('lang');
    expect(screen.getByText('Un hogar para todos.')).toBeInTheDocument();
    // The mission and vision are translated: the about section says nothing of English.
    expect(screen.getAllByText(NOTE_ES)).toHaveLength(1);
  });

  it('keeps the English home page as it was', async () => {
    renderWithProviders(<HomePage />);
    const notices = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(notices).getByRole('heading', { name: 'Parish picnic' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText('To pray and to serve.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The choir singing' })).not.toHaveAttribute('lang');
    expect(screen.queryByText(/not translated yet/)).not.toBeInTheDocument();
  });
});
