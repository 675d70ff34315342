import {
  apiPaths,
  SCHEDULE_RANGE_MESSAGE,
  type ScheduleEntry,
  type ScheduleException,
  type ScheduleOccurrence,
  type ScheduleWeek,
} from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { DEMO_SCHEDULE, seedSchedule } from '../seed';

/*
 * The parish keeps New York time: summer time ends on 2026-11-01 and starts
 * again on 2027-03-14, both Sundays, both at 2:00 AM.
 */
let t: TestApp;
let now = new Date('2026-10-20T15:00:00Z');
let entries: ScheduleEntry[];
const entryAt = (time: string, place = 'Church') => {
  const entry = entries.find((item) => item.start_time === time && item.place === place);
  if (!entry) throw new Error(`no entry at ${time} in ${place}`);
  return entry;
};

beforeAll(async () => {
  t = await createTestApp(
    { timeZone: 'America/New_York', parishDetailsMaxAgeSeconds: 45 },
    { clock: () => now },
  );
  await seedSchedule(t.db);
  entries = (await t.inject({ method: 'GET', url: apiPaths.scheduleEntries })).json();
});
afterAll(() => t?.close());

async function week(query = ''): Promise<ScheduleWeek> {
  const response = await t.inject({ method: 'GET', url: `${apiPaths.schedule}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ScheduleWeek>();
}

async function change(body: Record<string, unknown>): Promise<ScheduleException> {
  const response = await t.inject({
    method: 'POST',
    url: apiPaths.scheduleExceptions,
    payload: body,
    // Signed in at the clock's time: the tests move it by weeks.
    headers: { cookie: await t.adminCookie() },
  });
  expect(response.statusCode).toBe(201);
  return response.json<ScheduleException>();
}

const sundayMassesAtEight = (occurrences: ScheduleOccurrence[]) =>
  occurrences
    .filter((item) => item.entry_id === entryAt('08:00:00').id)
    .map(({ date, starts_at, ends_at }) => ({ date, starts_at, ends_at }));

describe('the demo schedule', () => {
  it("features the spec's church hours only: Sunday Worship, Sunday School, Wednesday Bible Study", () => {
    const featured = entries
      .filter((entry) => entry.featured)
      .map(({ title, weekdays, start_time }) => ({ title, weekdays, start_time }));
    expect(featured).toEqual([
      { title: 'Sunday School', weekdays: ['sun'], start_time: '09:00:00' },
      { title: 'Sunday Worship', weekdays: ['sun'], start_time: '10:00:00' },
      { title: 'Wednesday Bible Study', weekdays: ['wed'], start_time: '19:00:00' },
    ]);
  });
});

describe('the schedule of some days', () => {
  it("is the parish's week from its today when nothing is asked, each service in order, cacheable briefly", async () => {
    now = new Date('2026-12-07T03:30:00Z'); // Sunday 6 December, 10:30 PM in New York
    const response = await t.inject({ method: 'GET', url: apiPaths.schedule });
    expect(response.headers['cache-control']).toBe('public, max-age=45');
    const shown = response.json<ScheduleWeek>();
    expect(shown).toMatchObject({
      from: '2026-12-06',
      to: '2026-12-12',
      time_zone: 'America/New_York',
    });
    // A week of the demo: 4 on Sunday, 5 weekday Masses, the Bible study, 2 on Saturday.
    expect(shown.occurrences).toHaveLength(12);
    const starts = shown.occurrences.map((item) => item.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(shown.occurrences[0]).toMatchObject({
      date: '2026-12-06',
      start_time: '08:00:00',
      starts_at: '2026-12-06T13:00:00.000Z',
      ends_at: '2026-12-06T14:00:00.000Z',
      status: 'scheduled',
      kind: 'mass',
      place: 'Church',
      place_es: 'Iglesia',
    });
    expect(shown.occurrences.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Sunday Worship', 'Sunday School', 'Wednesday Bible Study']),
    );
    expect(DEMO_SCHEDULE).toHaveLength(8);
  });

  it('has the next 8 weeks right across the change from summer time: 8:00 AM stays 8:00 AM', async () => {
    const { occurrences } = await week('?from=2026-10-18&days=56');
    const sundays = sundayMassesAtEight(occurrences);
    expect(sundays).toHaveLength(8);
    expect(sundays.slice(0, 3)).toEqual([
      // Eastern Daylight Time, UTC−4.
      {
        date: '2026-10-18',
        starts_at: '2026-10-18T12:00:00.000Z',
        ends_at: '2026-10-18T13:00:00.000Z',
      },
      {
        date: '2026-10-25',
        starts_at: '2026-10-25T12:00:00.000Z',
        ends_at: '2026-10-25T13:00:00.000Z',
      },
      // The change's own day, six hours after it: Eastern Standard Time, UTC−5.
      {
        date: '2026-11-01',
        starts_at: '2026-11-01T13:00:00.000Z',
        ends_at: '2026-11-01T14:00:00.000Z',
      },
    ]);
    expect(sundays.slice(3).every((sunday) => sunday.starts_at.endsWith('T13:00:00.000Z'))).toBe(
      true,
    );
    // The Saturday Vigil at 5:00 PM, the evening before the change.
    const vigil = occurrences.find(
      (item) => item.date === '2026-10-31' && item.kind === 'vigil_mass',
    );
    expect(vigil?.starts_at).toBe('2026-10-31T21:00:00.000Z');
  });

  it('has the weeks right across the change to summer time', async () => {
    const { occurrences } = await week('?from=2027-03-01&days=21');
    expect(sundayMassesAtEight(occurrences).map((sunday) => sunday.starts_at)).toEqual([
      '2027-03-07T13:00:00.000Z',
      '2027-03-14T12:00:00.000Z',
      '2027-03-21T12:00:00.000Z',
    ]);
  });

  it('applies the changes: a cancelled service kept and marked, a moved one at its new time, an added one', async () => {
    const eight = entryAt('08:00:00');
    const spanish = entryAt('12:30:00');
    const cancelled = await change({
      change: 'cancelled',
      entry_id: eight.id,
      date: '2027-01-10',
      note: 'Parish retreat',
    });
    const moved = await change({
      change: 'moved',
      entry_id: spanish.id,
      date: '2027-01-10',
      start_time: '13:00',
      note: 'Later for the procession',
      note_es: 'Más tarde por la procesión',
    });
    const added = await change({
      change: 'added',
      date: '2027-01-10',
      start_time: '15:00',
      kind: 'adoration',
      duration_minutes: 60,
      language: 'la',
      place: 'Chapel',
      place_es: 'Capilla',
    });

    const { occurrences } = await week('?from=2027-01-10&days=1');
    expect(occurrences.map((item) => [item.start_time, item.status])).toEqual([
      ['08:00:00', 'cancelled'],
      ['09:00:00', 'scheduled'],
      ['10:00:00', 'scheduled'],
      ['13:00:00', 'moved'],
      ['15:00:00', 'added'],
    ]);
    expect(occurrences[0]).toMatchObject({
      entry_id: eight.id,
      exception_id: cancelled.id,
      note: 'Parish retreat',
    });
    expect(occurrences[3]).toMatchObject({
      entry_id: spanish.id,
      exception_id: moved.id,
      moved_from: '12:30:00',
      starts_at: '2027-01-10T18:00:00.000Z',
      ends_at: '2027-01-10T19:15:00.000Z',
      language: 'es',
      note_es: 'Más tarde por la procesión',
    });
    expect(occurrences[4]).toMatchObject({
      entry_id: null,
      exception_id: added.id,
      kind: 'adoration',
      language: 'la',
      starts_at: '2027-01-10T20:00:00.000Z',
    });
    // The week after is as always.
    const next = await week('?from=2027-01-17&days=1');
    expect(next.occurrences.every((item) => item.status === 'scheduled')).toBe(true);
  });

  it.each(['days=0', 'days=63', 'days=two'])('refuses ?%s naming days', async (query) => {
    const response = await t.inject({ method: 'GET', url: `${apiPaths.schedule}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: SCHEDULE_RANGE_MESSAGE,
      fields: { days: SCHEDULE_RANGE_MESSAGE },
    });
  });

  it.each(['from=2026-02-30', 'from=tomorrow'])('refuses ?%s naming from', async (query) => {
    const response = await t.inject({ method: 'GET', url: `${apiPaths.schedule}?${query}` });
    expect(response.statusCode).toBe(400);
    // The date field's own words (the contract's requiredDate) say what a date looks like.
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['from']);
  });
});

describe('the iCalendar feed', () => {
  /** The feed's VEVENTs, each as its unfolded lines. */
  function events(text: string): string[][] {
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    const found: string[][] = [];
    let current: string[] | null = null;
    for (const line of lines) {
      if (line === 'BEGIN:VEVENT') current = [];
      else if (line === 'END:VEVENT' && current) {
        found.push(current);
        current = null;
      } else current?.push(line);
    }
    return found;
  }

  it("holds the next eight weeks from the parish's today, across the change, with cancelled services marked", async () => {
    now = new Date('2026-10-20T15:00:00Z');
    const eight = entryAt('08:00:00');
    await change({ change: 'cancelled', entry_id: eight.id, date: '2026-11-08' });

    const response = await t.inject({ method: 'GET', url: apiPaths.scheduleFeed });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=45');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');
    // Both offsets of the zone, so a calendar places the wall-clock times right.
    expect(text).toContain('TZOFFSETTO:-0400');
    expect(text).toContain('TZOFFSETTO:-0500');

    const all = events(text);
    const { occurrences } = await week('?from=2026-10-20&days=56');
    expect(all).toHaveLength(occurrences.length);
    const sundays = all.filter((lines) =>
      lines.some((line) => line.startsWith(`UID:schedule-${eight.id}-`)),
    );
    expect(sundays).toHaveLength(8);
    const first = sundays[0] ?? [];
    expect(first).toContain('DTSTART;TZID=America/New_York:20261025T080000');
    expect(first).toContain('DURATION:PT60M');
    expect(first).toContain('SUMMARY:Mass');
    expect(first).toContain('LOCATION:Church');
    expect(first).toContain('STATUS:CONFIRMED');
    const afterChange = sundays.find((lines) =>
      lines.includes('DTSTART;TZID=America/New_York:20261101T080000'),
    );
    expect(afterChange).toBeDefined();
    const cancelled = sundays.find((lines) =>
      lines.includes('DTSTART;TZID=America/New_York:20261108T080000'),
    );
    expect(cancelled).toContain('STATUS:CANCELLED');

    const spanish = all.find((lines) => lines.includes('SUMMARY:Misa en español (in Spanish)'));
    expect(spanish).toBeDefined();
  });

  it('speaks Spanish at /api/es/schedule.ics: the names, the office’s Spanish and the Spanish page', async () => {
    now = new Date('2026-10-20T15:00:00Z');
    const response = await t.inject({ method: 'GET', url: apiPaths.scheduleFeedIn('es') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Unfolded: a long line goes on after a line break and a space.
    const text = response.body.replace(/\r\n /g, '');
    expect(text).toContain(
      'X-WR-CALNAME:Holy Trinity Ecumenical Catholic Church: horario de misas y confesiones',
    );
    expect(text).toContain('/api/es/schedule.ics');

    const eightOnSunday = events(text).find((lines) =>
      lines.includes('DTSTART;TZID=America/New_York:20261025T080000'),
    );
    // An English Mass, named in Spanish and said to be in English; the office's Spanish place.
    expect(eightOnSunday).toContain('SUMMARY:Misa (en inglés)');
    expect(eightOnSunday).toContain('LOCATION:Iglesia');
    expect(eightOnSunday?.find((line) => line.startsWith('URL'))).toMatch(/\/es\/mass-times$/);
    // A Spanish Mass needs no word about its language in a Spanish calendar.
    expect(text).toContain('SUMMARY:Misa en español\r\n');
  });

  it('knows no other language: /api/fr/schedule.ics and /api/en/schedule.ics are not found', async () => {
    for (const url of ['/api/fr/schedule.ics', '/api/en/schedule.ics']) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
