import { apiPaths, EVENT_NOT_FOUND_MESSAGE } from '@parish/shared-types';
import { buildEventInput } from '@parish/shared-types/testing';
import { addDays, todayIn } from '../../../../lib/dates';
import { createTestApp, insertEvent, type TestApp } from '../../../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ timeZone: 'America/New_York' });
});
afterAll(() => t?.close());

const get = (url: string) => t.inject({ method: 'GET', url });

/** The unfolded content lines of an iCalendar text (RFC 5545 §3.1). */
const linesOf = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

/** The lines of each VEVENT, in order. */
function vevents(text: string): string[][] {
  const found: string[][] = [];
  let current: string[] | null = null;
  for (const line of linesOf(text)) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = null;
    } else current?.push(line);
  }
  return found;
}

describe('GET /api/events/{id}/calendar.ics', () => {
  it('answers one VEVENT in the parish’s time zone, escaped, as a calendar file to download', async () => {
    const event = await insertEvent(t.db, {
      title: 'Lessons, Carols; and Cocoa',
      description: 'Readings by candlelight.\nBring a friend, a scarf; and a mug \\ cup.',
      location: 'Church, Main Sanctuary',
      date: '2026-12-13',
      time: '18:30:00',
      priceCents: 1250,
    });

    const response = await get(apiPaths.eventCalendar(event.id));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="event-${event.id}.ics"`,
    );
    const text = response.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = linesOf(text);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Holy Trinity Parish//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('TZID:America/New_York');
    const [vevent, ...others] = vevents(text);
    expect(others).toEqual([]);
    expect(vevent).toEqual(
      expect.arrayContaining([
        `UID:event-${event.id}@localhost:3000`,
        'DTSTART;TZID=America/New_York:20261213T183000',
        'DURATION:PT1H',
        'SUMMARY:Lessons\\, Carols\\; and Cocoa',
        'DESCRIPTION:Readings by candlelight.\\nBring a friend\\, a scarf\\; and a mug \\\\ cup.\\n\\nTickets: $12.50\\nhttp://localhost:3000/events#' +
          event.id,
        'LOCATION:Church\\, Main Sanctuary',
        `URL;VALUE=URI:http://localhost:3000/events#${event.id}`,
      ]),
    );
    expect(vevent?.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it('folds long lines at 75 octets', async () => {
    const event = await insertEvent(t.db, { description: 'Psalms and hymns. '.repeat(30) });
    const text = (await get(apiPaths.eventCalendar(event.id))).body;
    const physical = text.split('\r\n');
    for (const line of physical)
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('says Free for a free event', async () => {
    const event = await insertEvent(t.db, { priceCents: 0 });
    const [vevent] = vevents((await get(apiPaths.eventCalendar(event.id))).body);
    expect(vevent?.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Tickets: Free');
  });

  it.each(['999999', 'abc'])('answers 404 for the unknown or malformed event id %s', async (id) => {
    const response = await get(`/api/events/${id}/calendar.ics`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: EVENT_NOT_FOUND_MESSAGE });
  });
});

describe('GET /api/events.ics', () => {
  it('is a feed of every event from a year ago on, soonest first, each UID stable across edits', async () => {
    const today = todayIn('America/New_York');
    await insertEvent(t.db, { title: 'Long Ago', date: addDays(today, -400) });
    await insertEvent(t.db, { title: 'Last Month', date: addDays(today, -30) });
    const admin = { cookie: await t.adminCookie() };
    const created = await t.inject({
      method: 'POST',
      url: apiPaths.events,
      headers: admin,
      payload: buildEventInput({ title: 'Parish Supper', date: addDays(today, 7) }),
    });
    const supper = created.json<{ id: number }>();

    const response = await get(apiPaths.eventsCalendar);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = linesOf(response.body);
    expect(lines).toEqual(
      expect.arrayContaining([
        'NAME:Holy Trinity Parish Events',
        'X-WR-CALNAME:Holy Trinity Parish Events',
        'X-WR-TIMEZONE:America/New_York',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      ]),
    );
    const summaries = vevents(response.body).map((lines) =>
      lines.find((line) => line.startsWith('SUMMARY:')),
    );
    expect(summaries).toContain('SUMMARY:Last Month');
    expect(summaries).toContain('SUMMARY:Parish Supper');
    expect(summaries).not.toContain('SUMMARY:Long Ago');
    expect(summaries.indexOf('SUMMARY:Last Month')).toBeLessThan(
      summaries.indexOf('SUMMARY:Parish Supper'),
    );

    const summaryOfSupper = (body: string) =>
      vevents(body)
        .find((lines) => lines.includes(`UID:event-${supper.id}@localhost:3000`))
        ?.find((line) => line.startsWith('SUMMARY:'));
    await t.inject({
      method: 'PATCH',
      url: apiPaths.event(supper.id),
      headers: admin,
      payload: { title: 'Parish Supper and Quiz' },
    });
    expect(summaryOfSupper((await get(apiPaths.eventsCalendar)).body)).toBe(
      'SUMMARY:Parish Supper and Quiz',
    );
  });
});
