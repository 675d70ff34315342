import { screen } from '@testing-library/react';
import { loadSharedWebCatalog } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildBlogPost, buildSermon } from '@parish/shared-types/testing';
import { loadCatalog } from '../lib/i18n';
import MediaPage from '../components/MediaPage';
import BlogPostPage from '../components/BlogPostPage';
import SermonPage from '../components/SermonPage';

const NOTE_ES =
  'Algunos textos de la parroquia en esta página aún no están traducidos y se muestran en inglés.';
const inSpanish = async () => ({
  translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog),
});

const advent = buildBlogPost({
  id: 1,
  slug: 'preparing-for-advent',
  title: 'Preparing for Advent',
  excerpt: 'Advent begins soon.',
  html: '<p>Advent begins <strong>soon</strong>.</p>',
  title_es: 'Preparémonos para el Adviento',
  content_es: 'El Adviento comienza **pronto**.',
  html_es: '<p>El Adviento comienza <strong>pronto</strong>.</p>',
  excerpt_es: 'El Adviento comienza pronto.',
});
const roof = buildBlogPost({
  id: 2,
  slug: 'roof-repaired',
  title: 'Roof repaired',
  excerpt: 'Thank you to everyone who gave.',
  html: '<p>Thank you to everyone who gave.</p>',
  title_es: 'Techo reparado',
});

const shepherd = buildSermon({
  id: 7,
  title: 'The Good Shepherd',
  description: 'On being known by name.',
  title_es: 'El Buen Pastor',
  description_es: 'Sobre ser conocidos por nuestro nombre.',
  audio: null,
});
const neighbour = buildSermon({
  id: 8,
  title: 'Who Is My Neighbour?',
  description: 'The Good Samaritan.',
  audio: null,
});

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('the blog in Spanish', () => {
  it('lists the office’s Spanish titles and excerpts, an untranslated text in English, marked and noted', async () => {
    api = mockApi({ 'GET /api/media/blogs/': { status: 200, body: [advent, roof] } });
    renderWithProviders(<MediaPage />, { route: '/media?tab=blog', ...(await inSpanish()) });

    expect(
      await screen.findByRole('heading', { name: 'Preparémonos para el Adviento' }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('El Adviento comienza pronto.')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Preparing for Advent')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Techo reparado' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Thank you to everyone who gave.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(NOTE_ES)).toBeVisible();
  });

  it('shows a post’s Spanish text, formatted, at the same address', async () => {
    api = mockApi({ 'GET /api/media/blogs/': { status: 200, body: [advent, roof] } });
    renderWithProviders(<BlogPostPage />, {
      route: '/media/blog/preparing-for-advent',
      path: '/media/blog/:slug',
      ...(await inSpanish()),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preparémonos para el Adviento' }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('pronto').tagName).toBe('STRONG');
    expect(screen.queryByText('soon')).not.toBeInTheDocument();
    expect(screen.queryByText(NOTE_ES)).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Preparémonos para el Adviento ·/);
  });

  it('shows a post without Spanish text in English, marked, with the note', async () => {
    api = mockApi({ 'GET /api/media/blogs/': { status: 200, body: [advent, roof] } });
    renderWithProviders(<BlogPostPage />, {
      route: '/media/blog/roof-repaired',
      path: '/media/blog/:slug',
      ...(await inSpanish()),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Techo reparado' }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('Thank you to everyone who gave.').closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText(NOTE_ES)).toBeVisible();
  });

  it('in English shows the English post, with no mark and no note', async () => {
    api = mockApi({ 'GET /api/media/blogs/': { status: 200, body: [advent] } });
    renderWithProviders(<BlogPostPage />, {
      route: '/media/blog/preparing-for-advent',
      path: '/media/blog/:slug',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preparing for Advent' }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('soon').closest('[lang]')).toBeNull();
    expect(screen.queryByText(/not translated yet/)).not.toBeInTheDocument();
  });
});

describe('the sermons in Spanish', () => {
  it('lists the office’s Spanish, and an untranslated sermon in English, marked and noted', async () => {
    api = mockApi({ 'GET /api/media/sermons/': { status: 200, body: [shepherd, neighbour] } });
    renderWithProviders(<MediaPage />, await inSpanish());

    expect(await screen.findByRole('heading', { name: 'El Buen Pastor' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText('Sobre ser conocidos por nuestro nombre.')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Leer más: El Buen Pastor' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Who Is My Neighbour?' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('The Good Samaritan.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(NOTE_ES)).toBeVisible();
  });

  it('shows a sermon’s page in Spanish at the same address', async () => {
    api = mockApi({ 'GET /api/media/sermons/': { status: 200, body: [shepherd, neighbour] } });
    renderWithProviders(<SermonPage />, {
      route: '/media/sermons/7',
      path: '/media/sermons/:id',
      ...(await inSpanish()),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'El Buen Pastor' }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('Sobre ser conocidos por nuestro nombre.')).toBeVisible();
    expect(screen.queryByText('On being known by name.')).not.toBeInTheDocument();
    expect(screen.queryByText(NOTE_ES)).not.toBeInTheDocument();
    // The podcast it offers is the Spanish feed.
    expect(screen.getByRole('link', { name: 'Suscribirse al pódcast' })).toHaveAttribute(
      'href',
      '/es/podcast.xml',
    );
  });

  it('shows an untranslated sermon’s page in English, marked, with the note', async () => {
    api = mockApi({ 'GET /api/media/sermons/': { status: 200, body: [shepherd, neighbour] } });
    renderWithProviders(<SermonPage />, {
      route: '/media/sermons/8',
      path: '/media/sermons/:id',
      ...(await inSpanish()),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who Is My Neighbour?' }),
    ).toHaveAttribute('lang', 'en');
    expect(screen.getByText('The Good Samaritan.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(NOTE_ES)).toBeVisible();
  });

  it('in English shows the English sermons, with no mark and no note', async () => {
    api = mockApi({ 'GET /api/media/sermons/': { status: 200, body: [shepherd] } });
    renderWithProviders(<MediaPage />);

    expect(await screen.findByRole('heading', { name: 'The Good Shepherd' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.queryByText('El Buen Pastor')).not.toBeInTheDocument();
    expect(screen.queryByText(/not translated yet/)).not.toBeInTheDocument();
  });
});
