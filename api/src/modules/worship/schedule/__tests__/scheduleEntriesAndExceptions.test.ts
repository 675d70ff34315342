import {
  apiPaths,
  SCHEDULE_DATE_NOT_ON_ENTRY_MESSAGE,
  SCHEDULE_ENTRY_NOT_FOUND_MESSAGE,
  SCHEDULE_EXCEPTION_NOT_FOUND_MESSAGE,
  SCHEDULE_EXCEPTION_TAKEN_MESSAGE,
  SCHEDULE_OVERLAP_MESSAGE,
  SCHEDULE_NEW_TIME_MESSAGE,
  type ScheduleEntry,
  type ScheduleException,
} from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { auditLog } from '../../../../testing/tables';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ timeZone: 'America/New_York' });
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

type Body = Record<string, unknown>;
const send = (method: 'POST' | 'PUT', url: string, payload: Body, withCookie = true) =>
  t.inject({ method, url, payload, headers: withCookie ? { cookie } : {} });
const remove = (url: string) => t.inject({ method: 'DELETE', url, headers: { cookie } });

let places = 0;
/** An entry's body in a place of its own, so tests do not meet one another's services. */
function entryBody(overrides: Body = {}): Body {
  places += 1;
  return {
    kind: 'mass',
    weekdays: ['sun'],
    start_time: '08:00',
    duration_minutes: 60,
    language: 'en',
    place: `Church ${places}`,
    ...overrides,
  };
}

async function createEntry(overrides: Body = {}): Promise<ScheduleEntry> {
  const response = await send('POST', apiPaths.scheduleEntries, entryBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<ScheduleEntry>();
}

async function createException(body: Body): Promise<ScheduleException> {
  const response = await send('POST', apiPaths.scheduleExceptions, body);
  expect(response.statusCode).toBe(201);
  return response.json<ScheduleException>();
}

describe('schedule entries', () => {
  it('are created by an administrator, read by anyone, replaced and deleted, each write audited', async () => {
    const created = await createEntry({
      weekdays: ['sat', 'sun'],
      start_time: '12:30',
      language: 'es',
      title: 'Spanish Mass',
      title_es: 'Misa en español',
      place_es: 'Iglesia',
    });
    expect(created).toMatchObject({
      kind: 'mass',
      weekdays: ['sun', 'sat'],
      start_time: '12:30:00',
      language: 'es',
      title_es: 'Misa en español',
      celebrant: null,
    });

    const list = await t.inject({ method: 'GET', url: apiPaths.scheduleEntries });
    expect(list.statusCode).toBe(200);
    expect(list.json<ScheduleEntry[]>()).toContainEqual(created);

    const replaced = await send('PUT', apiPaths.scheduleEntry(created.id), {
      ...created,
      start_time: '13:00',
      celebrant: 'Fr. Luis',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: created.id,
      start_time: '13:00:00',
      celebrant: 'Fr. Luis',
    });

    expect((await remove(apiPaths.scheduleEntry(created.id))).statusCode).toBe(204);
    const gone = await t.inject({ method: 'GET', url: apiPaths.scheduleEntry(created.id) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: SCHEDULE_ENTRY_NOT_FOUND_MESSAGE });

    const audited = (await t.db.select().from(auditLog)).filter(
      (row) => row.entity === 'schedule_entry' && row.entityId === String(created.id),
    );
    expect(audited.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('keeps whether a service is shown in the church hours: not unless the office says so', async () => {
    const plain = await createEntry();
    expect(plain.featured).toBe(false);

    const featured = await createEntry({ title: 'Sunday Worship', featured: true });
    expect(featured.featured).toBe(true);
    const list = await t.inject({ method: 'GET', url: apiPaths.scheduleEntries });
    expect(list.json<ScheduleEntry[]>()).toContainEqual(featured);

    const unfeatured = await send('PUT', apiPaths.scheduleEntry(featured.id), {
      ...featured,
      featured: false,
    });
    expect(unfeatured.json()).toMatchObject({ id: featured.id, featured: false });

    const notABoolean = await send(
      'POST',
      apiPaths.scheduleEntries,
      entryBody({ featured: 'yes' }),
    );
    expect(notABoolean.statusCode).toBe(400);
    expect(Object.keys(notABoolean.json<{ fields: Body }>().fields)).toEqual(['featured']);
  });

  it('refuses a visitor’s write with 401 and a time outside the day naming start_time', async () => {
    expect((await send('POST', apiPaths.scheduleEntries, entryBody(), false)).statusCode).toBe(401);
    const response = await send(
      'POST',
      apiPaths.scheduleEntries,
      entryBody({ start_time: '24:30' }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: Body }>().fields)).toEqual(['start_time']);
  });

  it('answers 404 with its message for an unknown entry', async () => {
    const response = await send('PUT', apiPaths.scheduleEntry(999_999), entryBody());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: SCHEDULE_ENTRY_NOT_FOUND_MESSAGE });
    expect((await remove(apiPaths.scheduleEntry(999_999))).statusCode).toBe(404);
  });

  it('refuses a service overlapping another in the same place on a shared weekday, naming start_time', async () => {
    const mass = await createEntry({
      weekdays: ['sun', 'wed'],
      start_time: '10:00',
      duration_minutes: 75,
    });
    const clash = await send('POST', apiPaths.scheduleEntries, {
      ...entryBody({ weekdays: ['wed', 'fri'], start_time: '11:00' }),
      place: ' church ' + mass.place.slice('Church '.length),
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({
      message: SCHEDULE_OVERLAP_MESSAGE,
      fields: { start_time: SCHEDULE_OVERLAP_MESSAGE },
    });

    // Right after it, on another day, or in another place: each is fine.
    for (const fine of [
      { weekdays: ['sun'], start_time: '11:15', place: mass.place },
      { weekdays: ['mon'], start_time: '10:00', place: mass.place },
      { weekdays: ['sun'], start_time: '10:00', place: `${mass.place} chapel` },
    ]) {
      const response = await send('POST', apiPaths.scheduleEntries, entryBody(fine));
      expect(response.statusCode).toBe(201);
    }
  });

  it('refuses a late service running past midnight into another early the next day', async () => {
    const early = await createEntry({
      weekdays: ['sun'],
      start_time: '00:30',
      duration_minutes: 30,
      kind: 'adoration',
    });
    const vigil = await send('POST', apiPaths.scheduleEntries, {
      ...entryBody({
        weekdays: ['sat'],
        start_time: '23:00',
        duration_minutes: 120,
        kind: 'adoration',
      }),
      place: early.place,
    });
    expect(vigil.statusCode).toBe(422);
    expect(vigil.json<{ fields: Body }>().fields).toEqual({ start_time: SCHEDULE_OVERLAP_MESSAGE });
  });

  it('lets an entry be replaced at an overlapping time of its own, but not moved onto another', async () => {
    const first = await createEntry({ start_time: '09:00' });
    const second = await createEntry({ start_time: '11:00' });
    const own = await send('PUT', apiPaths.scheduleEntry(first.id), {
      ...first,
      start_time: '09:30',
    });
    expect(own.statusCode).toBe(200);
    const onto = await send('PUT', apiPaths.scheduleEntry(second.id), {
      ...second,
      place: first.place,
      start_time: '10:00',
    });
    expect(onto.statusCode).toBe(422);
    expect(onto.json<{ fields: Body }>().fields).toEqual({ start_time: SCHEDULE_OVERLAP_MESSAGE });
  });

  it('gives one of two overlapping services saved at once: one 201, one 422', async () => {
    const body = entryBody({ weekdays: ['thu'], start_time: '18:00' });
    const answers = await Promise.all([
      send('POST', apiPaths.scheduleEntries, body),
      send('POST', apiPaths.scheduleEntries, { ...body, start_time: '18:30' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });

  it('answers the refusal in the language of the page that asked', async () => {
    const mass = await createEntry();
    const response = await t.inject({
      method: 'POST',
      url: apiPaths.scheduleEntries,
      payload: { ...entryBody(), place: mass.place },
      headers: { cookie, 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(422);
    const { message, fields } = response.json<{ message: string; fields: Body }>();
    expect(message).not.toBe(SCHEDULE_OVERLAP_MESSAGE);
    expect(fields).toEqual({ start_time: message });
  });
});

describe('schedule exceptions', () => {
  // 2026-12-13 is a Sunday, 2026-12-14 a Monday.
  it('cancel or move an entry’s service on one of its days, and are read by anyone', async () => {
    const mass = await createEntry();
    const cancelled = await createException({
      change: 'cancelled',
      entry_id: mass.id,
      date: '2026-12-13',
      note: 'Parish retreat',
    });
    expect(cancelled).toMatchObject({
      change: 'cancelled',
      entry_id: mass.id,
      date: '2026-12-13',
      start_time: null,
    });
    const moved = await createException({
      change: 'moved',
      entry_id: String(mass.id),
      date: '2026-12-20',
      start_time: '09:15',
    });
    expect(moved).toMatchObject({ change: 'moved', start_time: '09:15:00' });

    const list = await t.inject({ method: 'GET', url: apiPaths.scheduleExceptions });
    expect(list.json<ScheduleException[]>()).toEqual(expect.arrayContaining([cancelled, moved]));
  });

  it('refuses a change on a date the entry never falls on, naming date', async () => {
    const mass = await createEntry({ weekdays: ['sun'] });
    const response = await send('POST', apiPaths.scheduleExceptions, {
      change: 'cancelled',
      entry_id: mass.id,
      date: '2026-12-14',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: SCHEDULE_DATE_NOT_ON_ENTRY_MESSAGE,
      fields: { date: SCHEDULE_DATE_NOT_ON_ENTRY_MESSAGE },
    });
  });

  it('refuses a change for an unknown entry, naming entry_id', async () => {
    const response = await send('POST', apiPaths.scheduleExceptions, {
      change: 'cancelled',
      entry_id: 999_999,
      date: '2026-12-13',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ fields: Body }>().fields).toEqual({
      entry_id: SCHEDULE_ENTRY_NOT_FOUND_MESSAGE,
    });
  });

  it('refuses a second change for the same service and date, naming date, also when replacing another', async () => {
    const mass = await createEntry();
    await createException({ change: 'cancelled', entry_id: mass.id, date: '2027-01-03' });
    const again = await send('POST', apiPaths.scheduleExceptions, {
      change: 'moved',
      entry_id: mass.id,
      date: '2027-01-03',
      start_time: '09:00',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: SCHEDULE_EXCEPTION_TAKEN_MESSAGE,
      fields: { date: SCHEDULE_EXCEPTION_TAKEN_MESSAGE },
    });

    const other = await createException({
      change: 'cancelled',
      entry_id: mass.id,
      date: '2027-01-10',
    });
    const onto = await send('PUT', apiPaths.scheduleException(other.id), {
      ...other,
      date: '2027-01-03',
    });
    expect(onto.statusCode).toBe(422);
    expect(onto.json<{ fields: Body }>().fields).toEqual({
      date: SCHEDULE_EXCEPTION_TAKEN_MESSAGE,
    });
    // Its own date again is no second change.
    const same = await send('PUT', apiPaths.scheduleException(other.id), {
      ...other,
      note: 'Snow',
    });
    expect(same.statusCode).toBe(200);
  });

  it('gives exactly one of two concurrent changes for the same service and date: one 201, one 422', async () => {
    const mass = await createEntry();
    const body = { change: 'cancelled', entry_id: mass.id, date: '2027-01-17' };
    const answers = await Promise.all([
      send('POST', apiPaths.scheduleExceptions, body),
      send('POST', apiPaths.scheduleExceptions, { ...body, note: 'the other office' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json()).toEqual({
      message: SCHEDULE_EXCEPTION_TAKEN_MESSAGE,
      fields: { date: SCHEDULE_EXCEPTION_TAKEN_MESSAGE },
    });
  });

  it('adds a service standing alone, needing its time', async () => {
    const added = await createException({
      change: 'added',
      date: '2026-12-24',
      start_time: '22:00',
      kind: 'mass',
      title: 'Christmas Midnight Mass',
      duration_minutes: 90,
      language: 'en',
      place: 'Church',
    });
    expect(added).toMatchObject({ entry_id: null, start_time: '22:00:00' });
    const incomplete = await send('POST', apiPaths.scheduleExceptions, {
      change: 'added',
      date: '2026-12-25',
      kind: 'mass',
      duration_minutes: 90,
      language: 'en',
      place: 'Church',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json<{ fields: Body }>().fields).toEqual({
      start_time: SCHEDULE_NEW_TIME_MESSAGE,
    });
  });

  it('go with their entry when it is deleted, and answer 404 with their message once gone', async () => {
    const mass = await createEntry();
    const change = await createException({
      change: 'cancelled',
      entry_id: mass.id,
      date: '2027-01-24',
    });
    expect((await remove(apiPaths.scheduleEntry(mass.id))).statusCode).toBe(204);
    const gone = await t.inject({ method: 'GET', url: apiPaths.scheduleException(change.id) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: SCHEDULE_EXCEPTION_NOT_FOUND_MESSAGE });
  });
});
