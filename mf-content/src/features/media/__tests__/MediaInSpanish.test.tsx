import { screen } from '@testing-library/react';
import { formatDate } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildSermon, buildVideo } from '@parish/shared-types/testing';
import { loadCatalog } from '../lib/i18n';
import MediaPage from '../components/MediaPage';
import VideosPage from '../components/VideosPage';

const inSpanish = async () => ({ translations: await translationsIn('es', loadCatalog) });

describe('the Media pages in Spanish', () => {
  it('names the tabs and the sermon cards in Spanish, with Spanish dates', async () => {
    const sermon = buildSermon({ id: 7, title: 'Prepare the Way', audio: null });
    mockApi({ 'GET /api/media/sermons/': { status: 200, body: [sermon] } });
    renderWithProviders(<MediaPage />, await inSpanish());
    expect(screen.getByRole('heading', { level: 1, name: 'Multimedia' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Homilías' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Fotos' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Leer más: Prepare the Way' })).toBeVisible();
    expect(
      screen.getByText(`${sermon.preacher} · ${formatDate(sermon.date, 'es')}`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sermons')).not.toBeInTheDocument();
  });

  it('titles the video categories in Spanish', async () => {
    mockApi({
      'GET /api/videos/': {
        status: 200,
        body: [buildVideo({ id: 1, title: 'Easter Vigil', category: 'Liturgies & Homilies' })],
      },
    });
    renderWithProviders(<VideosPage />, await inSpanish());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Liturgias y homilías' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reproducir Easter Vigil' })).toBeVisible();
    expect(screen.getAllByText('Todavía no hay videos en esta categoría.')).toHaveLength(3);
    expect(screen.queryByText('Liturgies & Homilies')).not.toBeInTheDocument();
  });
});
