/**
 * The tests every plain content resource (see `http/resource.ts`) must pass,
 * so each feature's test file states only its data and rules: reading the
 * demo data, one record, unknown ids, creating, each validation rule with
 * its message, updating, deleting, and 401 for every write by a visitor.
 */
import { seedDemoData } from '../seed/seed';
import { createTestApp, type TestApp } from './app';

type Body = Record<string, unknown>;

export interface ResourceTestSpec {
  /** The collection path, e.g. `/api/leadership/`. */
  path: string;
  notFoundMessage: string;
  /** What the demo data puts in the list: how many, and fields of the first. */
  seeded: { count: number; first: Body };
  /** A valid create body, and the fields the created record then shows. */
  create: { body: Body; shows: Body };
  /** Bodies each breaking one rule, with the 400's `fields`. */
  invalid: { name: string; body: Body; fields: Record<string, string> }[];
  update?: {
    method: 'PUT' | 'PATCH';
    body: Body;
    shows: Body;
    invalid?: { name: string; body: Body; fields: Record<string, string> }[];
  };
  /** The list's order, checked on the seeded list: by id unless told. */
  order?: (a: Body, b: Body) => number;
}

const byId = (a: Body, b: Body) => Number(a.id) - Number(b.id);

export function describeResourceContract(spec: ResourceTestSpec) {
  let t: TestApp;
  let cookie: string;
  const item = (id: unknown) => `${spec.path}${String(id)}/`;
  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, body: Body, withCookie = true) =>
    t.inject({ method, url, payload: body, headers: withCookie ? { cookie } : {} });
  const create = async (body: Body = spec.create.body) => {
    const response = await send('POST', spec.path, body);
    expect(response.statusCode).toBe(201);
    return response.json<Body>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.config);
    cookie = await t.adminCookie();
  });
  afterAll(() => t?.close());

  describe(`GET ${spec.path}`, () => {
    it('lists the demo records, to anyone, as a JSON array', async () => {
      const response = await t.inject({ method: 'GET', url: spec.path });
      expect(response.statusCode).toBe(200);
      const list = response.json<Body[]>();
      expect(list).toHaveLength(spec.seeded.count);
      if (spec.seeded.count > 0) expect(list[0]).toMatchObject(spec.seeded.first);
    });

    it('lists in order', async () => {
      await create();
      await create();
      const list = (await t.inject({ method: 'GET', url: spec.path })).json<Body[]>();
      expect(list).toEqual([...list].sort(spec.order ?? byId));
    });
  });

  describe(`GET ${spec.path}:id/`, () => {
    it('returns one record, as listed', async () => {
      const created = await create();
      const response = await t.inject({ method: 'GET', url: item(created.id) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(created);
      const noSlash = await t.inject({ method: 'GET', url: item(created.id).replace(/\/$/, '') });
      expect(noSlash.json()).toEqual(created);
    });

    it.each(['999999', 'abc', '0', '1.5'])('answers 404 for id %s', async (id) => {
      const response = await t.inject({ method: 'GET', url: item(id) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: spec.notFoundMessage });
    });
  });

  describe(`POST ${spec.path}`, () => {
    it('creates a record for an administrator (201), then lists it', async () => {
      const created = await create();
      expect(created).toEqual({ id: expect.any(Number), ...spec.create.shows });
      const list = (await t.inject({ method: 'GET', url: spec.path })).json<Body[]>();
      expect(list).toContainEqual(created);
    });

    it.each(spec.invalid.map((rule) => [rule.name, rule] as const))(
      'refuses %s with a 400 naming the field',
      async (_name, rule) => {
        const response = await send('POST', spec.path, rule.body);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual(rule.fields);
        const messages = Object.values(rule.fields);
        if (messages.length === 1) expect(response.json().message).toBe(messages[0]);
      },
    );

    it('refuses malformed JSON and a non-object body', async () => {
      const malformed = await t.inject({
        method: 'POST',
        url: spec.path,
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{"title": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields).toHaveProperty('body');
      const array = await t.inject({
        method: 'POST',
        url: spec.path,
        headers: { cookie, 'content-type': 'application/json' },
        payload: '[]',
      });
      expect(array.statusCode).toBe(400);
    });

    it('requires an administrator (401) and stores nothing', async () => {
      const before = (await t.inject({ method: 'GET', url: spec.path })).json<Body[]>().length;
      const response = await send('POST', spec.path, spec.create.body, false);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in as an administrator.' });
      const after = (await t.inject({ method: 'GET', url: spec.path })).json<Body[]>().length;
      expect(after).toBe(before);
    });
  });

  const update = spec.update;
  if (update) {
    describe(`${update.method} ${spec.path}:id/`, () => {
      it('changes the record', async () => {
        const created = await create();
        const response = await send(update.method, item(created.id), update.body);
        expect(response.statusCode).toBe(200);
        const expected = { ...created, ...update.shows, id: created.id };
        expect(response.json()).toEqual(expected);
        expect((await t.inject({ method: 'GET', url: item(created.id) })).json()).toEqual(expected);
      });

      it('accepts the id repeated in the body, and refuses a different one', async () => {
        const created = await create();
        const same = await send(update.method, item(created.id), {
          ...update.body,
          id: created.id,
        });
        expect(same.statusCode).toBe(200);
        const other = await send(update.method, item(created.id), {
          ...update.body,
          id: Number(created.id) + 1,
        });
        expect(other.statusCode).toBe(400);
        expect(other.json().fields).toEqual({
          id: 'The id in the body does not match the address.',
        });
      });

      it.each((update.invalid ?? spec.invalid).map((rule) => [rule.name, rule] as const))(
        'refuses %s with a 400 naming the field, changing nothing',
        async (_name, rule) => {
          const created = await create();
          const response = await send(update.method, item(created.id), rule.body);
          expect(response.statusCode).toBe(400);
          expect(response.json().fields).toEqual(rule.fields);
          expect((await t.inject({ method: 'GET', url: item(created.id) })).json()).toEqual(
            created,
          );
        },
      );

      if (update.method === 'PATCH') {
        it('refuses a change of nothing', async () => {
          const created = await create();
          const response = await send('PATCH', item(created.id), {});
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            message: 'Send at least one field to change.',
            fields: { body: 'Send at least one field to change.' },
          });
        });
      }

      it('answers 404 for an unknown id and 401 to a visitor', async () => {
        const missing = await send(update.method, item(999999), update.body);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: spec.notFoundMessage });
        const created = await create();
        const visitor = await send(update.method, item(created.id), update.body, false);
        expect(visitor.statusCode).toBe(401);
        expect((await t.inject({ method: 'GET', url: item(created.id) })).json()).toEqual(created);
      });
    });
  }

  describe(`DELETE ${spec.path}:id/`, () => {
    it('deletes the record (204); it is then gone', async () => {
      const created = await create();
      const response = await t.inject({
        method: 'DELETE',
        url: item(created.id),
        headers: { cookie },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await t.inject({ method: 'GET', url: item(created.id) })).statusCode).toBe(404);
      const again = await t.inject({
        method: 'DELETE',
        url: item(created.id),
        headers: { cookie },
      });
      expect(again.statusCode).toBe(404);
    });

    it('requires an administrator (401) and keeps the record', async () => {
      const created = await create();
      const response = await t.inject({ method: 'DELETE', url: item(created.id) });
      expect(response.statusCode).toBe(401);
      expect((await t.inject({ method: 'GET', url: item(created.id) })).statusCode).toBe(200);
    });
  });

  return { app: () => t, cookie: () => cookie };
}
