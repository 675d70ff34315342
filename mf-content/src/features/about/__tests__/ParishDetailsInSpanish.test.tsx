import { screen, within } from '@testing-library/react';
import { buildChurchHoursEntries, buildParishDetails } from '@parish/shared-types/testing';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadChurchHoursCatalog } from '@parish/shared-web/church-hours';
import { loadCatalog } from '../lib/i18n';
import AboutPage from '../components/AboutPage';
import ContactPage from '../components/ContactPage';

const NOTE_ES =
  'Algunos textos de la parroquia en esta página aún no están traducidos y se muestran en inglés.';
const NOTE_EN = /not translated yet/;

/** The office wrote the Spanish of some texts only. */
const DETAILS = buildParishDetails({
  contact: { ...PARISH_DETAILS_DEFAULTS.contact, office_hours_es: 'De lunes a viernes, 9 a 4' },
  statement: {
    mission: 'To pray and to serve.',
    vision: 'A home for all.',
    mission_es: 'Orar y servir.',
    vision_es: null,
  },
  history: [
    {
      when: '1950',
      title: 'Our founding',
      text: 'A few families found the parish.',
      title_es: 'Nuestra fundación',
      text_es: null,
    },
  ],
});

/** The church hours, Sunday School's Spanish not written yet. */
const ENTRIES = buildChurchHoursEntries().map((entry) =>
  entry.title === 'Sunday School' ? { ...entry, title_es: null } : entry,
);

let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => {
  api = mockApi({
    'GET /api/parish/': { status: 200, body: DETAILS },
    'GET /api/leadership/': { status: 200, body: [] },
    'GET /api/schedule/entries/': { status: 200, body: ENTRIES },
  });
});
afterEach(() => api?.restore());

// The page's catalogs, as its route loads them with it (the church hours' too).
const inSpanish = async () => ({
  translations: await translationsIn('es', loadCatalog, loadChurchHoursCatalog),
});

describe('the parish’s details on the About pages in Spanish', () => {
  it('shows the office’s Spanish, its English where it wrote none (lang="en"), and says so once', async () => {
    renderWithProviders(<AboutPage />, await inSpanish());

    const mission = await screen.findByText('Orar y servir.');
    expect(mission).not.toHaveAttribute('lang');
    expect(screen.getByText('A home for all.')).toHaveAttribute('lang', 'en');

    const history = screen.getByRole('region', { name: 'Nuestra historia' });
    expect(within(history).getByRole('heading', { name: 'Nuestra fundación' })).not.toHaveAttribute(
      'lang',
    );
    expect(within(history).getByText('A few families found the parish.')).toHaveAttribute(
      'lang',
      'en',
    );

    expect(await screen.findByText('Misa dominical: 10:00 a.m.')).not.toHaveAttribute('lang');
    expect(screen.getByText('Sunday School: 9:00 a.m.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Estudio bíblico de los miércoles: 7:00 p.m.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todos los horarios' })).toHaveAttribute(
      'href',
      '/mass-times',
    );
    expect(screen.getByText('De lunes a viernes, 9 a 4')).not.toHaveAttribute('lang');
    expect(screen.getAllByText(NOTE_ES)).toHaveLength(1);
  });

  it('says nothing of English on the About page once every text shown is translated', async () => {
    api?.restore();
    api = mockApi({
      'GET /api/parish/': {
        status: 200,
        body: {
          ...DETAILS,
          statement: { ...DETAILS.statement, vision_es: 'Un hogar para todos.' },
          history: [{ ...DETAILS.history[0], text_es: 'Unas familias fundan la parroquia.' }],
        },
      },
      'GET /api/leadership/': { status: 200, body: [] },
      'GET /api/schedule/entries/': { status: 200, body: buildChurchHoursEntries() },
    });
    renderWithProviders(<AboutPage />, await inSpanish());
    expect(await screen.findByText('Un hogar para todos.')).toBeInTheDocument();
    expect(screen.getByText('Unas familias fundan la parroquia.')).toBeInTheDocument();
    expect(screen.queryByText(NOTE_ES)).not.toBeInTheDocument();
  });

  it('marks the church info’s English on the Contact page and says so', async () => {
    renderWithProviders(<ContactPage />, await inSpanish());
    expect(await screen.findByText('Misa dominical: 10:00 a.m.')).toBeInTheDocument();
    expect(screen.getByText('Sunday School: 9:00 a.m.')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText(NOTE_ES)).toHaveLength(1);
  });

  it('keeps the English page as it was: the English texts, no lang, no note', async () => {
    renderWithProviders(<AboutPage />);
    const mission = await screen.findByText('To pray and to serve.');
    expect(mission).not.toHaveAttribute('lang');
    expect(await screen.findByText('Sunday Worship: 10:00 AM')).not.toHaveAttribute('lang');
    expect(screen.getByText(PARISH_DETAILS_DEFAULTS.contact.office_hours)).toBeInTheDocument();
    expect(screen.queryByText('Orar y servir.')).not.toBeInTheDocument();
    expect(screen.queryByText(NOTE_EN)).not.toBeInTheDocument();
  });
});
