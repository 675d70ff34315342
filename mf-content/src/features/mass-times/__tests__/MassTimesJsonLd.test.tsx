import { screen, waitFor } from '@testing-library/react';
import { buildParishDetails } from '@parish/shared-types/testing';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { loadSharedWebCatalog } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildOccurrence, buildWeek } from '../../../testing/scheduleWeek';
import { loadCatalog } from '../lib/i18n';
import MassTimesPage from '../components/MassTimesPage';

const PARISH = buildParishDetails({
  contact: {
    ...PARISH_DETAILS_DEFAULTS.contact,
    name: 'Holy Trinity Ecumenical Catholic Church',
    address: '9 Chapel Lane, Springfield, IL 62701',
  },
});

const WEEK = buildWeek([
  buildOccurrence({
    entry_id: 1,
    exception_id: 11,
    date: '2026-12-06',
    start_time: '08:00:00',
    status: 'cancelled',
  }),
  buildOccurrence({
    entry_id: 2,
    exception_id: 12,
    date: '2026-12-06',
    start_time: '10:30:00',
    status: 'moved',
    moved_from: '10:00:00',
  }),
  buildOccurrence({ entry_id: 3, date: '2026-12-06', start_time: '12:30:00', language: 'es' }),
  buildOccurrence({
    entry_id: null,
    exception_id: 13,
    date: '2026-12-08',
    start_time: '19:00:00',
    status: 'added',
    title: 'Immaculate Conception',
    title_es: 'Inmaculada Concepción',
  }),
  buildOccurrence({ entry_id: 4, date: '2026-12-11', start_time: '07:00:00', language: 'la' }),
]);

/** The page's schema.org data, as a search engine reads it. */
function jsonLd(): { '@context': string; '@graph': Record<string, unknown>[] } {
  const element = document.querySelector('script[type="application/ld+json"]');
  if (!element?.textContent) throw new Error('the page has no JSON-LD');
  return JSON.parse(element.textContent) as {
    '@context': string;
    '@graph': Record<string, unknown>[];
  };
}

function mockWeek(week = WEEK) {
  mockApi({
    'GET /api/schedule/?days=7': { status: 200, body: week },
    'GET /api/parish/': { status: 200, body: PARISH },
  });
}

describe('the Mass times page’s JSON-LD', () => {
  it("gives the week's services as schema.org events at the parish, each with its status and language", async () => {
    mockWeek();
    renderWithProviders(<MassTimesPage />, { route: '/mass-times', path: '/mass-times' });
    await screen.findAllByRole('region');
    const place = {
      '@type': 'Place',
      name: 'Holy Trinity Ecumenical Catholic Church',
      address: '9 Chapel Lane, Springfield, IL 62701',
    };
    const event = (fields: Record<string, unknown>) => ({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: place,
      ...fields,
    });
    // The parish's details come in a read of their own.
    await waitFor(() => expect(jsonLd()['@graph'][0]?.location).toEqual(place));
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        event({
          name: 'Mass',
          startDate: '2026-12-06T14:00:00.000Z',
          endDate: '2026-12-06T15:00:00.000Z',
          eventStatus: 'https://schema.org/EventCancelled',
          inLanguage: 'en',
        }),
        event({
          name: 'Mass',
          startDate: '2026-12-06T16:30:00.000Z',
          endDate: '2026-12-06T17:30:00.000Z',
          eventStatus: 'https://schema.org/EventRescheduled',
          inLanguage: 'en',
        }),
        event({
          name: 'Mass',
          startDate: '2026-12-06T18:30:00.000Z',
          endDate: '2026-12-06T19:30:00.000Z',
          eventStatus: 'https://schema.org/EventScheduled',
          inLanguage: 'es',
        }),
        event({
          name: 'Immaculate Conception',
          startDate: '2026-12-09T01:00:00.000Z',
          endDate: '2026-12-09T02:00:00.000Z',
          eventStatus: 'https://schema.org/EventScheduled',
          inLanguage: 'en',
        }),
        event({
          name: 'Mass',
          startDate: '2026-12-11T13:00:00.000Z',
          endDate: '2026-12-11T14:00:00.000Z',
          eventStatus: 'https://schema.org/EventScheduled',
          inLanguage: 'la',
        }),
      ],
    });
  });

  it('lists every service of the week whatever the filters show', async () => {
    mockWeek();
    renderWithProviders(<MassTimesPage />, {
      route: '/mass-times?language=la',
      path: '/mass-times',
    });
    await screen.findAllByRole('region');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(jsonLd()['@graph']).toHaveLength(5);
  });

  it('names the services in the page’s language', async () => {
    mockWeek();
    renderWithProviders(<MassTimesPage />, {
      route: '/mass-times',
      path: '/mass-times',
      translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog),
    });
    await screen.findAllByRole('region');
    expect(jsonLd()['@graph'].map((item) => item.name)).toEqual([
      'Misa',
      'Misa',
      'Misa',
      'Inmaculada Concepción',
      'Misa',
    ]);
  });

  it('escapes an office’s text so it cannot end the element', async () => {
    const title = '</script><script>alert(1)</script> & <!-- Mass';
    mockWeek(buildWeek([buildOccurrence({ title })]));
    renderWithProviders(<MassTimesPage />, { route: '/mass-times', path: '/mass-times' });
    await screen.findAllByRole('region');
    const element = document.querySelector('script[type="application/ld+json"]');
    expect(element?.innerHTML).not.toMatch(/[<>&]/);
    expect(jsonLd()['@graph'][0]?.name).toBe(title);
  });
});
