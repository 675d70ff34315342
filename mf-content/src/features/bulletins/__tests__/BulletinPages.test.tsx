import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildBulletin } from '@parish/shared-types/testing';
import BulletinsRoute from '../components/BulletinsRoute';
import { loadCatalog } from '../lib/i18n';

const newestFirst = [
  buildBulletin({
    id: 3,
    date: '2026-12-13',
    title: 'Gaudete Sunday',
    title_es: 'Domingo Gaudete',
  }),
  buildBulletin({ id: 2, date: '2026-12-06', size_bytes: 1_572_864 }),
  buildBulletin({ id: 1, date: '2026-11-29', title: 'First Sunday of Advent' }),
];

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('the bulletins list', () => {
  it('lists every bulletin newest first, each linking to its page', async () => {
    api = mockApi({ 'GET /api/bulletins/': { status: 200, body: newestFirst } });
    renderWithProviders(<BulletinsRoute />, { route: '/bulletins', path: '/bulletins' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly bulletin' })).toBeVisible();
    const links = within(await screen.findByRole('list', { name: 'Weekly bulletin' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sunday, Dec 13, 2026', '/bulletins/2026-12-13'],
      ['Sunday, Dec 6, 2026', '/bulletins/2026-12-06'],
      ['Sunday, Nov 29, 2026', '/bulletins/2026-11-29'],
    ]);
    expect(screen.getByText('Gaudete Sunday')).toBeVisible();
  });

  it('says so when none is published', async () => {
    api = mockApi({ 'GET /api/bulletins/': { status: 200, body: [] } });
    renderWithProviders(<BulletinsRoute />, { route: '/bulletins', path: '/bulletins' });
    expect(await screen.findByText('No bulletin has been published yet.')).toBeVisible();
  });

  it('speaks Spanish on /es/bulletins, with the office’s Spanish title', async () => {
    api = mockApi({ 'GET /api/bulletins/': { status: 200, body: newestFirst } });
    renderWithProviders(<BulletinsRoute />, {
      route: '/bulletins',
      path: '/bulletins',
      translations: await translationsIn('es', loadCatalog),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Boletín semanal' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Domingo, 13 dic 2026' })).toBeVisible();
    expect(screen.getByText('Domingo Gaudete')).toBeVisible();
    // No Spanish title: the English, marked as English.
    expect(screen.getByText('First Sunday of Advent')).toHaveAttribute('lang', 'en');
  });
});

describe('a bulletin’s page', () => {
  it('shows the first page as an image, the PDF to download, and the bulletins before and after', async () => {
    api = mockApi({ 'GET /api/bulletins/': { status: 200, body: newestFirst } });
    renderWithProviders(<BulletinsRoute />, {
      route: '/bulletins/2026-12-06',
      path: '/bulletins/:date',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Weekly bulletin: Sunday, Dec 6, 2026',
      }),
    ).toBeVisible();
    const image = screen.getByRole('img', {
      name: 'The first page of the bulletin for Sunday, Dec 6, 2026',
    });
    expect(image).toHaveAttribute('src', '/api/uploads/bulletins/bulletin2.png');
    expect(image).toHaveAttribute('width', '800');
    expect(
      screen.getByRole('link', { name: 'Download the bulletin (PDF, 1.5 MB)' }),
    ).toHaveAttribute('href', '/api/uploads/bulletins/bulletin2.pdf');
    const nav = screen.getByRole('navigation', { name: 'Other bulletins' });
    expect(
      within(nav).getByRole('link', { name: 'Previous bulletin: Nov 29, 2026' }),
    ).toHaveAttribute('href', '/bulletins/2026-11-29');
    expect(within(nav).getByRole('link', { name: 'Next bulletin: Dec 13, 2026' })).toHaveAttribute(
      'href',
      '/bulletins/2026-12-13',
    );
  });

  it('has no "next" on the newest, and says "not found" for a Sunday without one', async () => {
    api = mockApi({ 'GET /api/bulletins/': { status: 200, body: newestFirst } });
    const { unmount } = renderWithProviders(<BulletinsRoute />, {
      route: '/bulletins/2026-12-13',
      path: '/bulletins/:date',
    });
    expect(await screen.findByRole('link', { name: /^Previous bulletin/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Next bulletin/ })).toBeNull();
    unmount();

    renderWithProviders(<BulletinsRoute />, {
      route: '/bulletins/2026-10-04',
      path: '/bulletins/:date',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bulletin not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'All bulletins' })).toHaveAttribute(
      'href',
      '/bulletins',
    );
  });
});
