import { EVENT_NOT_FOUND_MESSAGE, type ParishEvent } from '@parish/shared-types';
import { buildBookingInput, buildEventInput } from '@parish/shared-types/testing';
import { createTestApp, insertEvent, type TestApp } from '../../../../testing/app';
import { EVENT_HAS_BOOKINGS_MESSAGE } from '../service';

const EVENT_KEYS = [
  'date',
  'description',
  'description_es',
  'end_time',
  'id',
  'image',
  'location',
  'max_attendees',
  'price',
  'recurrence',
  'registered_attendees',
  'registrationLink',
  'time',
  'title',
  'title_es',
].sort();

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

describe('GET /api/events/', () => {
  it('lists events by date, then time, with prices in dollars', async () => {
    await insertEvent(t.db, { title: 'Late', date: '2099-03-01', time: '18:00:00' });
    await insertEvent(t.db, { title: 'Early', date: '2099-02-01', time: '10:00:00' });
    await insertEvent(t.db, {
      title: 'Same day, morning',
      date: '2099-03-01',
      time: '09:00:00',
      priceCents: 1250,
    });

    const response = await t.inject({ method: 'GET', url: '/api/events/' });
    expect(response.statusCode).toBe(200);
    const list = response.json<ParishEvent[]>();
    expect(list.map((event) => event.title)).toEqual(['Early', 'Same day, morning', 'Late']);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(EVENT_KEYS);
    expect(list[1]).toMatchObject({ price: 12.5, time: '09:00:00', date: '2099-03-01' });
  });
});

describe('GET /api/events/:id/', () => {
  it('returns one event in the shared shape', async () => {
    const row = await insertEvent(t.db, {
      title: 'Vigil',
      registrationLink: 'https://example.org/r',
    });
    const response = await t.inject({ method: 'GET', url: `/api/events/${row.id}/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: row.id,
      title: 'Vigil',
      description: 'An event made by a test.',
      title_es: null,
      description_es: null,
      date: '2099-01-01',
      time: '10:00:00',
      location: 'Parish Hall',
      price: 20,
      max_attendees: 100,
      registered_attendees: 0,
      image: '/api/static/seed/advent.svg',
      registrationLink: 'https://example.org/r',
      end_time: null,
      recurrence: null,
    });
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999999'])(
    'answers 404 for id %s',
    async (id) => {
      const response = await t.inject({ method: 'GET', url: `/api/events/${id}/` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: EVENT_NOT_FOUND_MESSAGE });
    },
  );

  it('also answers without the trailing slash', async () => {
    const row = await insertEvent(t.db);
    expect((await t.inject({ method: 'GET', url: `/api/events/${row.id}` })).statusCode).toBe(200);
  });
});

describe('POST /api/events/', () => {
  it('creates an event for an administrator (201) that is then listed', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventInput({ registrationLink: '' }),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<ParishEvent>();
    expect(created).toMatchObject({
      title: 'Parish Supper',
      time: '18:30:00',
      price: 12.5,
      max_attendees: 80,
      registered_attendees: 0,
      registrationLink: null,
    });
    expect(Object.keys(created).sort()).toEqual(EVENT_KEYS);
    const fetched = await t.inject({ method: 'GET', url: `/api/events/${created.id}/` });
    expect(fetched.json()).toEqual(created);
  });

  it('keeps the Spanish title and description beside the English, and a blank one clears it', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventInput({ title_es: '  Cena parroquial ', description_es: 'Para todos.' }),
    });
    expect(created.statusCode).toBe(201);
    const event = created.json<ParishEvent>();
    expect(event).toMatchObject({
      title: 'Parish Supper',
      title_es: 'Cena parroquial',
      description_es: 'Para todos.',
    });

    const patched = await t.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/`,
      headers: { cookie },
      payload: { description_es: '' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title_es: 'Cena parroquial',
      description_es: null,
      description: event.description,
    });
  });

  it('refuses a Spanish title over 200 characters, naming the field', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventInput({ title_es: 'a'.repeat(201) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ title_es: 'Must be at most 200 characters' });
  });

  it('accepts form-style strings for numbers', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventInput({ price: '7.25', max_attendees: '30' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 7.25, max_attendees: 30 });
  });

  it('names every missing field with the spec message', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Please correct the highlighted fields.');
    for (const field of [
      'title',
      'description',
      'date',
      'time',
      'location',
      'price',
      'max_attendees',
      'image',
    ]) {
      expect(body.fields[field]).toBe(`Field "${field}" is required`);
    }
  });

  it('gives the single bad field its own message', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventInput({ title: '   ' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Field "title" is required',
      fields: { title: 'Field "title" is required' },
    });
  });

  it.each([
    ['price', 'free', 'Must be a number'],
    ['price', 1.234, 'Use at most two decimals'],
    ['price', -1, 'Must be at least 0'],
    ['max_attendees', 2.5, 'Must be a whole number'],
    ['max_attendees', 0, 'Must be at least 1'],
    ['date', '2099-02-30', 'Use the date format YYYY-MM-DD'],
    ['time', '25:00', 'Use the time format HH:MM'],
    ['image', 'not a url', 'Please enter a valid URL'],
    ['title', 42, 'Field "title" is required'],
    ['description', { text: 'x' }, 'Field "description" is required'],
  ])('refuses %s = %j with a 400 naming it', async (field, value, message) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventInput({ [field]: value }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it('requires an administrator (401)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      payload: buildEventInput(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in as an administrator.' });
  });
});

describe('PATCH /api/events/:id/', () => {
  it('changes only the fields sent', async () => {
    const row = await insertEvent(t.db, { title: 'Old title', priceCents: 500 });
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/events/${row.id}/`,
      headers: { cookie },
      payload: { title: 'New title', price: 9.99 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: row.id,
      title: 'New title',
      price: 9.99,
      description: row.description,
      date: row.date,
    });
  });

  it('clears the registration link with null', async () => {
    const row = await insertEvent(t.db, { registrationLink: 'https://example.org' });
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/events/${row.id}/`,
      headers: { cookie },
      payload: { registrationLink: null },
    });
    expect(response.json().registrationLink).toBeNull();
  });

  it('refuses max_attendees below the seats already booked', async () => {
    const row = await insertEvent(t.db, { maxAttendees: 50, registeredAttendees: 30 });
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/events/${row.id}/`,
      headers: { cookie },
      payload: { max_attendees: 29 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Max attendees cannot be lower than the 30 seats already booked.',
      fields: { max_attendees: 'Max attendees cannot be lower than the 30 seats already booked.' },
    });

    const exactly = await t.inject({
      method: 'PATCH',
      url: `/api/events/${row.id}/`,
      headers: { cookie },
      payload: { max_attendees: 30 },
    });
    expect(exactly.statusCode).toBe(200);
    expect(exactly.json()).toMatchObject({ max_attendees: 30, registered_attendees: 30 });
  });

  it('validates the fields sent with the create rules', async () => {
    const row = await insertEvent(t.db);
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/events/${row.id}/`,
      headers: { cookie },
      payload: { max_attendees: 'many', date: 'soon' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      max_attendees: 'Must be a whole number',
      date: 'Use the date format YYYY-MM-DD',
    });
  });

  it('refuses an empty change', async () => {
    const row = await insertEvent(t.db);
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/events/${row.id}/`,
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('body');
  });

  it('answers 404 for an unknown event and 401 without a session', async () => {
    const unknown = await t.inject({
      method: 'PATCH',
      url: '/api/events/987654/',
      headers: { cookie },
      payload: { title: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: EVENT_NOT_FOUND_MESSAGE });

    const row = await insertEvent(t.db);
    const anonymous = await t.inject({
      method: 'PATCH',
      url: `/api/events/${row.id}/`,
      payload: { title: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/events/:id/', () => {
  it('deletes an event without bookings (204)', async () => {
    const row = await insertEvent(t.db);
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/events/${row.id}/`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const gone = await t.inject({ method: 'GET', url: `/api/events/${row.id}/` });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps an event that has bookings (409)', async () => {
    const row = await insertEvent(t.db);
    const booked = await t.inject({
      method: 'POST',
      url: '/api/bookings/',
      payload: buildBookingInput(row.id, 1),
    });
    expect(booked.statusCode).toBe(201);

    const response = await t.inject({
      method: 'DELETE',
      url: `/api/events/${row.id}/`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: EVENT_HAS_BOOKINGS_MESSAGE });
    const still = await t.inject({ method: 'GET', url: `/api/events/${row.id}/` });
    expect(still.statusCode).toBe(200);
  });

  it('answers 401 without a session and 404 for an unknown event', async () => {
    const row = await insertEvent(t.db);
    const anonymous = await t.inject({ method: 'DELETE', url: `/api/events/${row.id}/` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.inject({
      method: 'DELETE',
      url: '/api/events/987654/',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
