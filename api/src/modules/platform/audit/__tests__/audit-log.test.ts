import type { AuditLogEntry, AuditLogPage, Ministry, ParishEvent } from '@parish/shared-types';
import { buildAdminInput, buildEventInput, buildMinistryInput } from '@parish/shared-types/testing';
import { sql } from 'drizzle-orm';
import { auditLog } from '../../tables';
import { ministries } from '../../../../testing/tables';
import { auditedWrite } from '../audited';
import { ok } from '../../../../lib/result';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../../testing/app';
import { REDACTED } from '../record';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

async function entries(query = ''): Promise<AuditLogPage> {
  const response = await t.inject({
    method: 'GET',
    url: `/api/audit/${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>();
}

/** The newest entry about one record. */
async function lastAbout(entity: string, id: number | string): Promise<AuditLogEntry | undefined> {
  const page = await entries(`?entity=${entity}&page_size=500`);
  return page.entries.find((entry) => entry.entity_id === String(id));
}

const countRows = async () =>
  Number((await t.db.select({ n: sql<number>`count(*)` }).from(auditLog))[0]?.n ?? 0);

describe('what an administrator changes is recorded with who, what, before and after', () => {
  it("records an event's creation: the administrator's name and e-mail, no before, the event after, the address", async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie, 'x-forwarded-for': '203.0.113.9' },
      payload: buildEventInput({ title: 'Harvest Supper' }),
    });
    expect(response.statusCode).toBe(201);
    const event = response.json<ParishEvent>();

    const entry = await lastAbout('event', event.id);
    expect(entry).toMatchObject({
      admin_name: TEST_ADMIN.name,
      admin_email: TEST_ADMIN.email,
      action: 'create',
      entity: 'event',
      entity_id: String(event.id),
      before: null,
      after: event,
    });
    expect(entry?.address).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(entry?.at ?? '')).toBeLessThan(60_000);
  });

  it("records a ministry's edit with its fields before and after", async () => {
    const created = (
      await t.inject({
        method: 'POST',
        url: '/api/ministries/',
        headers: { cookie },
        payload: buildMinistryInput({ title: 'Soup Kitchen', schedule: 'Fridays' }),
      })
    ).json<Ministry>();
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/ministries/${created.id}/`,
      headers: { cookie },
      payload: { ...buildMinistryInput({ title: 'Soup Kitchen' }), schedule: 'Saturdays' },
    });
    expect(edited.statusCode).toBe(200);

    const entry = await lastAbout('ministry', created.id);
    expect(entry?.action).toBe('update');
    expect(entry?.before).toMatchObject({ id: created.id, schedule: 'Fridays' });
    expect(entry?.after).toMatchObject({ id: created.id, schedule: 'Saturdays' });
  });

  it('records a deletion with the record before and nothing after', async () => {
    const created = (
      await t.inject({
        method: 'POST',
        url: '/api/ministries/',
        headers: { cookie },
        payload: buildMinistryInput({ title: 'Flower Guild' }),
      })
    ).json<Ministry>();
    await t.inject({
      method: 'DELETE',
      url: `/api/ministries/${created.id}/`,
      headers: { cookie },
    });
    const entry = await lastAbout('ministry', created.id);
    expect(entry).toMatchObject({ action: 'delete', before: created, after: null });
  });

  it('never keeps a password or its hash: a new administrator is recorded without them', async () => {
    const input = buildAdminInput({ email: 'verger@example.org', name: 'The Verger' });
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/',
      headers: { cookie },
      payload: input,
    });
    expect(response.statusCode).toBe(201);
    const entry = await lastAbout('admin', response.json<{ id: number }>().id);
    expect(entry?.after).toEqual({
      id: expect.any(Number),
      email: 'verger@example.org',
      name: 'The Verger',
      roles: ['owner'],
    });
    const everything = JSON.stringify((await entries('?page_size=500')).entries);
    expect(everything).not.toContain(input.password);
    expect(everything).not.toMatch(/\$2[aby]\$/);
  });

  it("records a change of an administrator's roles, with the roles before and after", async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/',
      headers: { cookie },
      payload: buildAdminInput({ email: 'sacristan@example.org', roles: ['editor'] }),
    });
    const { id } = created.json<{ id: number }>();
    const changed = await t.inject({
      method: 'PUT',
      url: `/api/admin/${id}/roles/`,
      headers: { cookie },
      payload: { roles: ['editor', 'events'] },
    });
    expect(changed.statusCode).toBe(200);
    const entry = await lastAbout('admin', id);
    expect(entry).toMatchObject({
      action: 'role_change',
      before: { roles: ['editor'] },
      after: { roles: ['editor', 'events'] },
    });
  });
});

describe('the audit row and the change are one transaction', () => {
  it('a write that fails leaves no audit row (an event shrunk below its bookings)', async () => {
    const event = (
      await t.inject({
        method: 'POST',
        url: '/api/events/',
        headers: { cookie },
        payload: buildEventInput({ max_attendees: 10 }),
      })
    ).json<ParishEvent>();
    await t.db.execute(sql`update events set registered_attendees = 5 where id = ${event.id}`);
    const before = await countRows();
    const refused = await t.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/`,
      headers: { cookie },
      payload: { max_attendees: 2 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await countRows()).toBe(before);
  });

  it('an audit row that cannot be written takes the change back with it', async () => {
    const [ministry] = await t.db
      .insert(ministries)
      .values({ ...buildMinistryInput({ title: 'Before' }) })
      .returning();
    const id = ministry?.id ?? 0;
    await expect(
      auditedWrite(
        t.db,
        async (tx) => {
          await tx
            .update(ministries)
            .set({ title: 'After' })
            .where(sql`id = ${id}`);
          return ok(undefined);
        },
        // An entity is required: the audit insert fails.
        {
          actor: { adminId: null, adminName: null, adminEmail: null, address: null },
          action: 'update',
          entity: null as unknown as string,
        },
      ),
    ).rejects.toThrow();
    const [row] = await t.db
      .select()
      .from(ministries)
      .where(sql`id = ${id}`);
    expect(row?.title).toBe('Before');
  });
});

describe('sign-ins', () => {
  it('records a sign-in, and a failed one with the e-mail tried but never the password', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.org', password: 'a guessed password' },
    });
    await t.adminCookie();
    const sessions = (await entries('?entity=session')).entries;
    expect(sessions[0]).toMatchObject({ action: 'sign_in', admin_email: TEST_ADMIN.email });
    expect(sessions).toContainEqual(
      expect.objectContaining({
        action: 'sign_in_failed',
        admin_id: null,
        admin_email: 'nobody@example.org',
      }),
    );
    expect(JSON.stringify(sessions)).not.toContain('a guessed password');
  });
});

describe('GET /api/audit/', () => {
  it('filters by administrator, entity and days, newest first, a page at a time', async () => {
    const me = (await entries('?entity=session')).entries[0]?.admin_id;
    const mine = await entries(`?admin=${me}&entity=ministry&page_size=2`);
    expect(mine.page_size).toBe(2);
    expect(mine.entries).toHaveLength(2);
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect(
      mine.entries.every((entry) => entry.entity === 'ministry' && entry.admin_id === me),
    ).toBe(true);
    const second = await entries(`?admin=${me}&entity=ministry&page_size=2&page=2`);
    expect(second.entries[0]?.id).toBeLessThan(mine.entries[1]?.id ?? 0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await entries('?to=2000-01-01')).total).toBe(0);
  });

  it('answers 400 naming the field for a bad date, page or range', async () => {
    for (const [query, field] of [
      ['?from=2025-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2025-03-01&to=2025-02-01', 'to'],
      ['?page=0', 'page'],
      ['?page_size=501', 'page_size'],
      ['?admin=me', 'admin'],
    ]) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/audit/${query}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toEqual([
        field,
      ]);
    }
  });

  it('is for administrators only (401 to a visitor)', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/audit/' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/audit/export.csv' })).statusCode).toBe(401);
  });

  it('offers the entries as CSV and records the download', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/audit/export.csv?entity=ministry',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = response.body.trim().split('\r\n');
    expect(header).toBe('When,Administrator,Email,Action,Entity,Id,Before,After,Address');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.includes(',ministry,'))).toBe(true);
    expect((await entries('?entity=export')).entries[0]).toMatchObject({
      action: 'export',
      entity_id: 'audit',
      after: { resource: 'audit', rows: rows.length },
    });
  });

  it("records a list's CSV the dashboard made (POST /api/audit/exports/)", async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/audit/exports/',
      headers: { cookie },
      payload: { resource: 'gifts', rows: 12 },
    });
    expect(response.statusCode).toBe(204);
    expect((await entries('?entity=export')).entries[0]).toMatchObject({
      entity_id: 'gifts',
      after: { resource: 'gifts', rows: 12 },
    });
  });
});

describe('append-only', () => {
  it('no route changes or deletes an entry: the log has only its two reads and the export record', () => {
    const routes = t.app.routeRegistry
      .routes()
      .filter((route) => route.url.startsWith('/api/audit'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(routes).toEqual([
      'GET /api/audit/',
      'GET /api/audit/export.csv',
      'POST /api/audit/exports/',
    ]);
  });

  it('the database itself refuses to change or delete an entry', async () => {
    /** What the database answered: its error's message, or 'done'. */
    const attempt = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.db.execute(statement);
        return 'done';
      } catch (error) {
        const { cause } = error as { cause?: Error };
        return cause?.message ?? String(error);
      }
    };
    const rows = await countRows();
    expect(await attempt(sql`update audit_log set action = 'nothing'`)).toMatch(/append-only/);
    expect(await attempt(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await countRows()).toBe(rows);
  });

  it('keeps secrets out at any depth', async () => {
    const { redactSecrets } = await import('../record');
    expect(
      redactSecrets({
        name: 'A',
        password: 'x',
        nested: [{ password_hash: 'y', totp_secret: 'z', ok: 1 }],
      }),
    ).toEqual({
      name: 'A',
      password: REDACTED,
      nested: [{ password_hash: REDACTED, totp_secret: REDACTED, ok: 1 }],
    });
  });
});
