import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MAIL_LINK_INVALID_MESSAGE,
  TOPICS_REQUIRED_MESSAGE,
  type NewsletterPreferences,
  type NewsletterTopic,
} from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import NewsletterPreferencesPage from '../components/NewsletterPreferencesPage';

const TOKEN = 'NK-m3eGlxsj_vp004cC9Q3Pl05nVjZ_q3oKTg2Whjlg';
const route = `/newsletter/preferences?token=${TOKEN}`;

function topic(id: number, name: string, name_es: string | null): NewsletterTopic {
  return {
    id,
    name,
    name_es,
    description: null,
    description_es: null,
    position: id,
    retired: false,
  };
}
const offered = [
  topic(1, 'Parish news', 'Noticias parroquiales'),
  topic(3, 'Youth', 'Jóvenes'),
  topic(4, 'Events', null),
];
const ana: NewsletterPreferences = {
  email: 'ana@example.org',
  status: 'subscribed',
  paused: false,
  topics: [3, 4],
  offered,
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});
const writes = () => api?.requests.filter((request) => request.method !== 'GET') ?? [];

it('shows the link’s own address and topics, and saves a dropped topic and a pause', async () => {
  api = mockApi({
    'POST /api/newsletter/preferences/': { status: 200, body: ana },
    'PUT /api/newsletter/preferences/': {
      status: 200,
      body: { ...ana, topics: [4], paused: true },
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<NewsletterPreferencesPage />, { route });

  expect(await screen.findByText('These are the preferences of ana@example.org.')).toBeVisible();
  expect(screen.getByRole('checkbox', { name: 'Parish news' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Youth' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Events' })).toBeChecked();

  await user.click(screen.getByRole('checkbox', { name: 'Youth' }));
  await user.click(screen.getByRole('checkbox', { name: /^Pause all mail/ }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));

  expect(
    await screen.findByText(
      'Your preferences are saved. Your mail is paused until you resume it here.',
    ),
  ).toBeVisible();
  expect(writes()).toEqual([
    { method: 'POST', url: '/api/newsletter/preferences/', body: { token: TOKEN } },
    {
      method: 'PUT',
      url: '/api/newsletter/preferences/',
      body: { token: TOKEN, topics: [4], paused: true },
    },
  ]);
});

it('asks for at least one topic before saving, pointing to leaving everything instead', async () => {
  api = mockApi({ 'POST /api/newsletter/preferences/': { status: 200, body: ana } });
  const user = userEvent.setup();
  renderWithProviders(<NewsletterPreferencesPage />, { route });
  await user.click(await screen.findByRole('checkbox', { name: 'Youth' }));
  await user.click(screen.getByRole('checkbox', { name: 'Events' }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect((await screen.findAllByText(TOPICS_REQUIRED_MESSAGE)).length).toBeGreaterThan(0);
  expect(writes().map((request) => request.method)).toEqual(['POST']);
  expect(screen.getByRole('button', { name: 'Unsubscribe from everything' })).toBeVisible();
});

it('leaves everything with one button and says so', async () => {
  api = mockApi({
    'POST /api/newsletter/preferences/': { status: 200, body: ana },
    'POST /api/newsletter/unsubscribe/': {
      status: 200,
      body: { email: 'ana@example.org', status: 'unsubscribed' },
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<NewsletterPreferencesPage />, { route });
  await user.click(await screen.findByRole('button', { name: 'Unsubscribe from everything' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' }),
  ).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent(
    /^The parish newsletter will no longer come to ana@example\.org\./,
  );
});

it('says a link that is not ours is not valid, and sends nothing for a malformed one', async () => {
  api = mockApi({
    'POST /api/newsletter/preferences/': {
      status: 400,
      body: { message: MAIL_LINK_INVALID_MESSAGE, fields: { token: MAIL_LINK_INVALID_MESSAGE } },
    },
  });
  renderWithProviders(<NewsletterPreferencesPage />, { route });
  expect(await screen.findByText(MAIL_LINK_INVALID_MESSAGE)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

  api.restore();
  api = mockApi({});
  renderWithProviders(<NewsletterPreferencesPage />, { route: '/newsletter/preferences?token=x' });
  expect(screen.getAllByText(MAIL_LINK_INVALID_MESSAGE).length).toBeGreaterThan(0);
  await waitFor(() => expect(writes()).toEqual([]));
});

it('speaks Spanish, naming topics by the office’s Spanish (English where none)', async () => {
  api = mockApi({ 'POST /api/newsletter/preferences/': { status: 200, body: ana } });
  renderWithProviders(<NewsletterPreferencesPage />, {
    route: `/es${route}`,
    translations: await translationsIn('es', loadCatalog),
  });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Sus preferencias del boletín' }),
  ).toBeVisible();
  expect(await screen.findByRole('checkbox', { name: 'Jóvenes' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Events' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Guardar preferencias' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cancelar la suscripción a todo' })).toBeVisible();
});
