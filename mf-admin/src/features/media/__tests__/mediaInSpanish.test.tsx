import { screen, within } from '@testing-library/react';
import type { Photo, Sermon } from '@parish/shared-types';
import { buildVideo } from '@parish/shared-types/testing';
import { formatDateTime } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { photosResource } from '../lib/photosResource';
import { sermonsResource } from '../lib/sermonsResource';
import { videosResource } from '../lib/videosResource';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

async function renderInSpanish(resource: unknown, body: unknown[]) {
  api = mockApi({ '*': { status: 200, body } });
  renderWithProviders(<ResourceTab resource={resource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });
}

it('lists the sermons in Spanish, with how each recording is kept', async () => {
  const sermon: Sermon = {
    id: 4,
    title: 'The Good Shepherd',
    preacher: 'Fr. Thomas',
    date: '2026-04-26',
    scripture: 'John 10:11–18',
    description: null,
    image: null,
    audio: null,
    video_url: null,
    title_es: null,
    description_es: null,
  };
  await renderInSpanish(sermonsResource, [sermon]);

  const table = await screen.findByRole('table', { name: 'Homilías' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['Fecha', 'Título', 'Predicador', 'Grabación']));
  expect(within(table).getByText('Ninguna')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Agregar homilía' })).toBeInTheDocument();
  expect(screen.queryByText('Preacher')).not.toBeInTheDocument();
});

it('shows a video’s category and a photo’s upload time in Spanish', async () => {
  await renderInSpanish(videosResource, [buildVideo({ title: 'Advent Reflection' })]);
  expect(await screen.findByText('Liturgias y Homilías')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Subir video' })).toBeInTheDocument();
  api.restore();

  const photo: Photo = {
    id: 9,
    url: '/photos/9.jpg',
    filename: 'picnic.jpg',
    uploaded_at: '2026-06-14T17:30:00Z',
  };
  await renderInSpanish(photosResource, [photo]);
  const table = await screen.findByRole('table', { name: 'Fotos' });
  expect(within(table).getByText(formatDateTime('2026-06-14T17:30:00Z', 'es'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Eliminar picnic.jpg' })).toBeInTheDocument();
  expect(screen.queryByText('Uploaded')).not.toBeInTheDocument();
});
