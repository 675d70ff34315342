/**
 * @jest-environment node
 */
import { PageData, todayIsoDate } from '@parish/shared-web';
import { renderOnServer } from '@parish/shared-web/testing';
import { buildParishDetails } from '@parish/shared-types/testing';
import { apiPaths, PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { buildOccurrence, buildWeek } from '../../../testing/scheduleWeek';
import { publishedIntentionsQuery } from '../api/publishedIntentions';
import { scheduleWeekQuery } from '../api/scheduleWeek';
import MassTimesPage from '../components/MassTimesPage';

/** The server's page data: the week, its published intentions and the parish's details, read before rendering. */
function serverData(week: ReturnType<typeof buildWeek>) {
  const now = new Date();
  return new PageData({
    renderedAt: now.toISOString(),
    today: todayIsoDate(now),
    entries: {
      [scheduleWeekQuery(null).key]: week,
      [publishedIntentionsQuery(null).key]: [
        { mass: 'entry:2', date: week.from, intention: 'For the parish’s sick' },
      ],
      [apiPaths.parishDetails]: buildParishDetails({
        contact: { ...PARISH_DETAILS_DEFAULTS.contact, address: '9 Chapel Lane, Springfield' },
      }),
    },
  });
}

describe('the Mass times page on the server', () => {
  it('sends the week, its published intentions and its JSON-LD in the HTML, escaped, from the reads it was given', async () => {
    const data = serverData(
      buildWeek([
        buildOccurrence({ start_time: '08:00:00', status: 'cancelled' }),
        buildOccurrence({
          entry_id: 2,
          start_time: '10:00:00',
          title: 'Family Mass </script><script>alert(1)</script>',
        }),
      ]),
    );
    const html = await renderOnServer(
      [{ path: '/mass-times', element: <MassTimesPage /> }],
      '/mass-times',
      data,
    );
    expect([...data.missed]).toEqual([]);
    expect(html).toContain('Sunday, Dec 6, 2026');
    expect(html).toContain('Cancelled');
    // Under its Mass at once: the browser reads nothing more before showing it.
    expect(html).toContain('For the parish’s sick');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const graph = (JSON.parse(blocks[0]?.[1] ?? '') as { '@graph': { name: string }[] })['@graph'];
    expect(graph.map((event) => event.name)).toEqual([
      'Mass',
      'Family Mass </script><script>alert(1)</script>',
    ]);
    expect(html).toContain('9 Chapel Lane, Springfield');
    expect(html).not.toContain('<script>alert(1)');
  });
});
