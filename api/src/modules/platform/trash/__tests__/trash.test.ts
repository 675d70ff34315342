import type {
  AuditLogPage,
  ContactMessage,
  Ministry,
  ParishEvent,
  Photo,
  TrashItem,
} from '@parish/shared-types';
import { buildEventInput, buildMinistryInput } from '@parish/shared-types/testing';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { filePart, multipartBody, PNG_BYTES, storedKeys } from '../../../../testing/uploads';

const DAY = 24 * 60 * 60 * 1000;
/** The app's clock: the tests move it on to reach the purge. */
let now = new Date();

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

const get = (url: string) => t.inject({ method: 'GET', url });
const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const trash = async () => (await asAdmin('GET', '/api/trash/')).json<TrashItem[]>();
const restore = (entity: string, id: number | string) =>
  asAdmin('POST', `/api/trash/${entity}/${id}/restore/`);

async function newMinistry(title: string): Promise<Ministry> {
  const response = await asAdmin('POST', '/api/ministries/', buildMinistryInput({ title }));
  expect(response.statusCode).toBe(201);
  return response.json<Ministry>();
}

describe('a deleted ministry', () => {
  it('leaves the public list and page at once, waits in the trash 30 days, and comes back whole with its id', async () => {
    const ministry = await newMinistry('Bell Ringers');
    expect((await asAdmin('DELETE', `/api/ministries/${ministry.id}/`)).statusCode).toBe(204);

    expect((await get('/api/ministries/')).json<Ministry[]>()).not.toContainEqual(ministry);
    expect((await get(`/api/ministries/${ministry.id}/`)).statusCode).toBe(404);
    const [item] = (await trash()).filter((entry) => entry.entity === 'ministry');
    expect(item).toMatchObject({ entity: 'ministry', id: ministry.id, label: 'Bell Ringers' });
    expect(Date.parse(item?.purge_at ?? '') - Date.parse(item?.deleted_at ?? '')).toBe(30 * DAY);

    const restored = await restore('ministry', ministry.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ entity: 'ministry', id: ministry.id, label: 'Bell Ringers' });
    expect((await get('/api/ministries/')).json<Ministry[]>()).toContainEqual(ministry);
    expect((await get(`/api/ministries/${ministry.id}/`)).json()).toEqual(ministry);
    expect(
      (await trash()).some((entry) => entry.id === ministry.id && entry.entity === 'ministry'),
    ).toBe(false);
  });

  it('cannot be edited while in the trash (404), nor deleted twice', async () => {
    const ministry = await newMinistry('Altar Guild');
    await asAdmin('DELETE', `/api/ministries/${ministry.id}/`);
    const edit = await t.inject({
      method: 'PUT',
      url: `/api/ministries/${ministry.id}/`,
      headers: { cookie },
      payload: buildMinistryInput(),
    });
    expect(edit.statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/ministries/${ministry.id}/`)).statusCode).toBe(404);
  });

  it('records the restore in the audit log', async () => {
    const ministry = await newMinistry('Youth Choir');
    await asAdmin('DELETE', `/api/ministries/${ministry.id}/`);
    await restore('ministry', ministry.id);
    const log = (await asAdmin('GET', '/api/audit/?entity=ministry')).json<AuditLogPage>();
    const entry = log.entries.find((e) => e.entity_id === String(ministry.id));
    expect(entry?.action).toBe('restore');
    expect(entry?.after).toMatchObject({ id: ministry.id, title: 'Youth Choir', deleted_at: null });
  });
});

describe('a deleted event', () => {
  it('leaves the list, its page and the calendar feed at once, and cannot be booked; Restore brings it back', async () => {
    const created = await asAdmin(
      'POST',
      '/api/events/',
      buildEventInput({ title: 'Candle Vigil' }),
    );
    const event = created.json<ParishEvent>();
    expect((await asAdmin('DELETE', `/api/events/${event.id}/`)).statusCode).toBe(204);

    expect((await get('/api/events/')).json<ParishEvent[]>().map((e) => e.id)).not.toContain(
      event.id,
    );
    expect((await get(`/api/events/${event.id}/`)).statusCode).toBe(404);
    expect((await get(`/api/events/${event.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await get('/api/events.ics')).body).not.toContain('Candle Vigil');
    const booking = await t.inject({
      method: 'POST',
      url: '/api/bookings/',
      payload: {
        event: event.id,
        number_of_tickets: 1,
        payment_method: 'free',
        tickets: [{ name: 'Ann', email: 'ann@example.org', phone: '555 0100' }],
      },
    });
    expect(booking.statusCode).toBe(400);

    expect((await restore('event', event.id)).statusCode).toBe(200);
    expect((await get(`/api/events/${event.id}/`)).json()).toEqual(event);
    expect((await get('/api/events.ics')).body).toContain('Candle Vigil');
  });
});

describe('a deleted contact message', () => {
  it('leaves the dashboard list and can be restored', async () => {
    const sent = await t.inject({
      method: 'POST',
      url: '/api/contact/chat/',
      payload: { topic: 'question', message: 'When is choir practice?' },
    });
    expect(sent.statusCode).toBe(201);
    const messages = async () => (await asAdmin('GET', '/api/contact/')).json<ContactMessage[]>();
    const [message] = await messages();
    expect((await asAdmin('DELETE', `/api/contact/${message?.id}/`)).statusCode).toBe(204);
    expect((await messages()).map((m) => m.id)).not.toContain(message?.id);
    expect((await restore('contact_message', message?.id ?? 0)).statusCode).toBe(200);
    expect((await messages()).map((m) => m.id)).toContain(message?.id);
  });
});

describe('Restore of what is not in the trash', () => {
  it('answers 404 naming the id for an unknown, already restored or purged id', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await restore('ministry', id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: expect.stringContaining(`Ministry ${id} is not in the trash`),
        fields: { id: expect.stringContaining(`Ministry ${id}`) },
      });
    }
  });

  it('answers 404 naming the entity for a kind that has no trash', async () => {
    const response = await restore('donor', 1);
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['entity']);
  });

  it('is for administrators only', async () => {
    expect((await get('/api/trash/')).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'POST', url: '/api/trash/ministry/1/restore/' })).statusCode,
    ).toBe(401);
  });
});

describe('the purge', () => {
  it('deletes what has been in the trash 30 days, with a stored photo file, and records it', async () => {
    const body = multipartBody([filePart('file', PNG_BYTES, 'font.png')]);
    const photo = (
      await t.inject({
        method: 'POST',
        url: '/api/media/photos/',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      })
    ).json<Photo>();
    const key = `photos/${photo.url.split('/').pop()}`;
    const ministry = await newMinistry('Bible Study');
    await asAdmin('DELETE', `/api/media/photos/${photo.id}/`);
    await asAdmin('DELETE', `/api/ministries/${ministry.id}/`);

    const start = now;
    now = new Date(start.getTime() + 29 * DAY);
    // Sessions are dated by the same clock: a month on, sign in again.
    cookie = await t.adminCookie();
    await t.app.trashWorker.tick();
    expect((await trash()).map((item) => `${item.entity} ${item.id}`)).toEqual(
      expect.arrayContaining([`photo ${photo.id}`, `ministry ${ministry.id}`]),
    );
    expect(await storedKeys(t.db)).toContain(key);

    now = new Date(start.getTime() + 30 * DAY + 60_000);
    cookie = await t.adminCookie();
    expect(await t.app.trashWorker.tick()).toBeGreaterThanOrEqual(2);
    expect(await trash()).toEqual([]);
    expect(await storedKeys(t.db)).not.toContain(key);
    expect((await restore('photo', photo.id)).statusCode).toBe(404);
    expect((await restore('ministry', ministry.id)).statusCode).toBe(404);

    const log = (await asAdmin('GET', '/api/audit/?entity=photo')).json<AuditLogPage>();
    expect(log.entries[0]).toMatchObject({
      action: 'purge',
      admin_name: 'Trash purge',
      entity_id: String(photo.id),
      before: expect.objectContaining({ id: photo.id, filename: 'font.png' }),
    });
  });
});
