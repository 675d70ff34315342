import {
  MINISTRY_REQUIRED_MESSAGE,
  MINISTRY_UNKNOWN_MESSAGE,
  type MinistryInterest,
} from '@parish/shared-types';
import { buildMinistryInput, buildMinistryInterestInput } from '@parish/shared-types/testing';
import { ministryInterests } from '../../tables';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { describeFormRateLimit } from '../../../../testing/public-forms';

const PATH = '/api/ministry-interests/';

let t: TestApp;
let cookie: string;
let ministryId: number;

async function addMinistry(app: TestApp, adminCookie: string, title: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/ministries/',
    headers: { cookie: adminCookie },
    payload: buildMinistryInput({ title }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
  ministryId = await addMinistry(t, cookie, 'Music Ministry');
});
afterAll(() => t?.close());

const send = (body: unknown, app: TestApp = t, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: PATH, payload: body as object, remoteAddress });

async function listed(): Promise<MinistryInterest[]> {
  const response = await t.inject({ method: 'GET', url: PATH, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<MinistryInterest[]>();
}

const rowCount = async (app: TestApp = t) => (await app.db.select().from(ministryInterests)).length;

describe(`POST ${PATH}`, () => {
  it('stores an interest (201) with the ministry named, and shows it to administrators', async () => {
    const response = await send(
      buildMinistryInterestInput({ ministry: String(ministryId), email: ' Joan@Example.org ' }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<MinistryInterest>();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Joan Rivera',
      email: 'joan@example.org',
      phone: '555-0123',
      ministry: ministryId,
      ministry_title: 'Music Ministry',
      message: 'I sang in a choir for years and would love to again.',
      created_at: expect.any(String),
    });
    expect(await listed()).toContainEqual(created);
  });

  it('takes phone and message as optional', async () => {
    const response = await send(
      buildMinistryInterestInput({ ministry: ministryId, phone: '', message: undefined }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ phone: null, message: null });
  });

  it('refuses blank required fields with a 400 naming each, and stores nothing', async () => {
    const before = await rowCount();
    const response = await send({ name: ' ', email: '', phone: '', ministry: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      ministry: MINISTRY_REQUIRED_MESSAGE,
    });
    expect(await rowCount()).toBe(before);
  });

  it.each([
    [
      'a malformed e-mail',
      { email: 'not-an-address' },
      'email',
      'Please enter a valid email address',
    ],
    ['a ministry that is not an id', { ministry: 'music' }, 'ministry', MINISTRY_REQUIRED_MESSAGE],
    ['a name with a line break', { name: 'Joan\nRivera' }, 'name', expect.any(String)],
    [
      'a message too long',
      { message: 'x'.repeat(2001) },
      'message',
      'Must be at most 2000 characters',
    ],
  ])('refuses %s (400 naming %s)', async (_what, override, field, message) => {
    const before = await rowCount();
    const response = await send(buildMinistryInterestInput({ ministry: ministryId, ...override }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a ministry that does not exist, naming the field', async () => {
    const before = await rowCount();
    const response = await send(buildMinistryInterestInput({ ministry: 999_999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MINISTRY_UNKNOWN_MESSAGE,
      fields: { ministry: MINISTRY_UNKNOWN_MESSAGE },
    });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await t.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/json' },
      payload: '["Joan"]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('body');
  });

  it('keeps HTML as the text it is (the pages show it as text)', async () => {
    const name = '<img src=x onerror=alert(1)> Joan';
    const response = await send(buildMinistryInterestInput({ ministry: ministryId, name }));
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe(name);
  });

  it("keeps the interest, and the ministry's title, when the ministry goes to the trash", async () => {
    const doomed = await addMinistry(t, cookie, 'Bell Ringers');
    const created = (
      await send(buildMinistryInterestInput({ ministry: doomed }))
    ).json<MinistryInterest>();
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/ministries/${doomed}/`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    // Still linked while the ministry can be restored; the purge unlinks it (trash tests).
    expect((await listed()).find((interest) => interest.id === created.id)).toMatchObject({
      ministry: doomed,
      ministry_title: 'Bell Ringers',
    });
  });
});

describe(`GET ${PATH}`, () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.inject({ method: 'GET', url: PATH });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in as an administrator.' });
  });

  it('lists interests newest first', async () => {
    const ids = (await listed()).map((interest) => interest.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describeFormRateLimit({
  send: async (app, remoteAddress) => {
    const adminCookie = await app.adminCookie();
    const [existing] = (
      await app.inject({ method: 'GET', url: '/api/ministries/', headers: { cookie: adminCookie } })
    ).json<{ id: number }[]>();
    const ministry = existing?.id ?? (await addMinistry(app, adminCookie, 'Music Ministry'));
    return send(buildMinistryInterestInput({ ministry }), app, remoteAddress);
  },
  count: rowCount,
});
