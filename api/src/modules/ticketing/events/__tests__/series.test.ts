import {
  EVENT_SERIES_QUERY_MESSAGE,
  apiPaths,
  EVENT_END_BEFORE_START_MESSAGE,
  EVENT_SERIES_END_MESSAGE,
  EVENT_SERIES_UNTIL_BEFORE_START_MESSAGE,
  type ParishEvent,
} from '@parish/shared-types';
import { buildEventInput } from '@parish/shared-types/testing';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { nextSunday, seedDemoMassSeries } from '../seed';

// The list spells out occurrences from a year ago to about a year ahead of today: these dates are in it.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ timeZone: 'America/New_York' });
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>) =>
  t.inject({
    method: 'POST',
    url: apiPaths.events,
    payload: buildEventInput(body),
    headers: { cookie },
  });
const list = async (query = '') =>
  (await t.inject({ method: 'GET', url: `${apiPaths.events}${query}` })).json<ParishEvent[]>();
const feedEvents = async () => {
  const text = (await t.inject({ method: 'GET', url: apiPaths.eventsCalendar })).body;
  return text
    .replace(/\r\n /g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => block.split('\r\n'));
};

describe('repeating events', () => {
  it('lists a weekly series once per week, its exceptions skipped, and once with ?series=1', async () => {
    const response = await create({
      title: 'Choir Practice',
      date: '2026-12-03',
      time: '19:00',
      end_time: '20:30',
      repeat: 'weekly',
      repeat_count: 8,
      repeat_exceptions: '2026-12-24',
    });
    expect(response.statusCode).toBe(201);
    const series = response.json<ParishEvent>();
    expect(series).toMatchObject({
      date: '2026-12-03',
      end_time: '20:30:00',
      recurrence: {
        repeat: 'weekly',
        rule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=8',
        starts: '2026-12-03',
        until: null,
        count: 8,
        exceptions: ['2026-12-24'],
      },
    });

    const occurrences = (await list()).filter((event) => event.id === series.id);
    expect(occurrences.map((event) => event.date)).toEqual([
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-31',
      '2027-01-07',
      '2027-01-14',
      '2027-01-21',
    ]);
    expect((await list('?series=1')).filter((event) => event.id === series.id)).toEqual([series]);
  });

  it('refuses a series switch it does not know, naming it', async () => {
    const response = await t.inject({ method: 'GET', url: `${apiPaths.events}?series=yes` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: EVENT_SERIES_QUERY_MESSAGE,
      fields: { series: EVENT_SERIES_QUERY_MESSAGE },
    });
  });

  it('repeats monthly on the nth weekday until a last date', async () => {
    const series = (
      await create({
        title: 'Second Sunday Brunch',
        date: '2026-12-13',
        time: '11:30',
        repeat: 'monthly_weekday',
        repeat_until: '2027-04-30',
      })
    ).json<ParishEvent>();
    expect(series.recurrence?.rule).toBe('FREQ=MONTHLY;BYDAY=+2SU;UNTIL=20270430T235959Z');
    expect(
      (await list()).filter((event) => event.id === series.id).map((event) => event.date),
    ).toEqual(['2026-12-13', '2027-01-10', '2027-02-14', '2027-03-14', '2027-04-11']);
  });

  it.each([
    ['no end (an endless RRULE)', { repeat: 'weekly' }, 'repeat_until', EVENT_SERIES_END_MESSAGE],
    [
      'a last date before the first',
      { repeat: 'weekly', date: '2027-01-10', repeat_until: '2027-01-01' },
      'repeat_until',
      EVENT_SERIES_UNTIL_BEFORE_START_MESSAGE,
    ],
    [
      'an end before the start',
      { time: '18:00', end_time: '17:30' },
      'end_time',
      EVENT_END_BEFORE_START_MESSAGE,
    ],
  ])('refuses %s with a 400 naming the field', async (_name, body, field, message) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fields: { [field]: message } });
  });

  it('checks an edit against the event as it will be, and turns a series back into one event', async () => {
    const series = (
      await create({ title: 'Bible Study', date: '2026-12-07', repeat: 'weekly', repeat_count: 4 })
    ).json<ParishEvent>();
    const patch = (body: Record<string, unknown>) =>
      t.inject({
        method: 'PATCH',
        url: apiPaths.event(series.id),
        payload: body,
        headers: { cookie },
      });
    const endless = await patch({ repeat_count: '' });
    expect(endless.statusCode).toBe(400);
    expect(endless.json().fields).toEqual({ repeat_until: EVENT_SERIES_END_MESSAGE });
    const single = await patch({ repeat: 'none' });
    expect(single.json()).toMatchObject({ recurrence: null });
    expect((await list()).filter((event) => event.id === series.id)).toHaveLength(1);
  });

  it('gives the feed RRULE, EXDATE and DTEND for a series, and an hour to an event without an end', async () => {
    const series = (
      await create({
        title: 'Taizé Prayer',
        date: '2026-12-04',
        time: '19:30',
        end_time: '20:15',
        repeat: 'weekly',
        repeat_until: '2027-02-26',
        repeat_exceptions: ['2026-12-25', '2027-01-01'],
      })
    ).json<ParishEvent>();
    const single = (
      await create({ title: 'Advent Quiet Day', date: '2026-12-12' })
    ).json<ParishEvent>();

    const blocks = await feedEvents();
    const seriesLines = blocks.find(
      (lines) =>
        lines.includes(`UID:event-${series.id}@localhost`) ||
        lines.some((line) => line.startsWith(`UID:event-${series.id}@`)),
    );
    expect(seriesLines).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=America/New_York:20261204T193000',
        'DTEND;TZID=America/New_York:20261204T201500',
        'RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20270226T235959Z',
        'EXDATE;TZID=America/New_York:20261225T193000,20270101T193000',
      ]),
    );
    const singleLines = blocks.find((lines) =>
      lines.some((line) => line.startsWith(`UID:event-${single.id}@`)),
    );
    expect(singleLines).toEqual(expect.arrayContaining(['DURATION:PT1H']));
    expect(singleLines?.some((line) => line.startsWith('RRULE'))).toBe(false);
  });

  it('leaves a series in the trash out of the list and the feed', async () => {
    const series = (
      await create({ title: 'Compline', date: '2026-12-02', repeat: 'weekly', repeat_count: 4 })
    ).json<ParishEvent>();
    const removed = await t.inject({
      method: 'DELETE',
      url: apiPaths.event(series.id),
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await list()).filter((event) => event.id === series.id)).toEqual([]);
    expect((await list('?series=1')).filter((event) => event.id === series.id)).toEqual([]);
    const titles = (await feedEvents()).flatMap((lines) =>
      lines.filter((l) => l.startsWith('SUMMARY')),
    );
    expect(titles).toContain('SUMMARY:Choir Practice');
    expect(titles).not.toContain('SUMMARY:Compline');
  });

  it('seeds a weekly Sunday Mass series from the next Sunday, once', async () => {
    expect(nextSunday('2026-12-02')).toBe('2026-12-06');
    expect(nextSunday('2026-12-06')).toBe('2026-12-06');
    expect(await seedDemoMassSeries(t.db, '2026-12-02')).toBe(true);
    expect(await seedDemoMassSeries(t.db, '2026-12-02')).toBe(false);
    const masses = (await list()).filter((event) => event.title === 'Sunday Mass');
    expect(masses).toHaveLength(52);
    expect(masses.slice(0, 3).map((event) => event.date)).toEqual([
      '2026-12-06',
      '2026-12-13',
      '2026-12-20',
    ]);
    expect(masses[0]).toMatchObject({ time: '10:00:00', end_time: '11:15:00' });
  });
});
