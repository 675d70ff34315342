/**
 * Every administrator's write leaves an audit row (docs/audit-and-trash.md).
 * Like the role matrix, this walks the routes the API registers: each
 * `access: 'admin'` route with a method other than GET is made to succeed
 * once, and must have written at least one audit row, by the administrator
 * who called it, in that request. A route is either made to succeed by the
 * generic way (its documented example, after creating the record it needs
 * with its collection's example) or by a named recipe below, or is listed
 * as not a write, with the reason. A new route with none of these fails the
 * first test, so it cannot forget its audit row unnoticed.
 */
import { adminRouteKey, apiPaths, type Booking } from '@parish/shared-types';
import { buildAdminInput, buildBookingInput } from '@parish/shared-types/testing';
import { desc, eq, gt, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { auditLog } from '../modules/platform/tables';
import { massIntentions } from '../modules/worship/tables';
import {
  newsletterSubscribers,
  newsletterTopicSubscriptions,
  outboxMails,
} from '../modules/messaging/tables';
import { silentMp3 } from '../modules/content';
import { totpCodeAt } from '../modules/identity';
import { createTestApp, insertEvent, type TestApp } from '../testing/app';
import { recurringGiftInSandbox } from '../testing/giving';
import { signInWithRoles } from '../testing/roles';
import { bulletinForm, filePart, multipartBody, PNG_BYTES } from '../testing/uploads';

/** Non-GET administrator routes that store nothing, each with why. */
const NOT_A_WRITE: Record<string, string> = {
  'POST /api/release-override':
    "Sets a cookie in the caller's own browser choosing a release of a remote; the database is not touched.",
  'POST /api/campaigns/preview/':
    'Renders the form’s campaign as a recipient would get it; nothing is stored or sent.',
};

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInWithRoles(t, ['owner'], 'walker@example.org');
});
afterAll(() => t?.close());

type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

async function send(request: Request, as = cookie) {
  return t.inject({ ...request, headers: { ...request.headers, cookie: as } } as InjectOptions);
}

/** Sends `request` and answers its JSON, failing loudly unless it is a 2xx. */
async function made<T = { id: number }>(request: Request, as = cookie): Promise<T> {
  const response = await send(request, as);
  if (response.statusCode >= 300) {
    throw new Error(`${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
  }
  return (response.body ? response.json<T>() : {}) as T;
}

interface AdminRouteInfo {
  method: string;
  url: string;
  example: unknown;
  multipart: boolean;
}

const adminWrites = (): AdminRouteInfo[] =>
  t.app.routeRegistry
    .routes()
    .filter((route) => route.docs?.access === 'admin' && route.method !== 'GET')
    .map((route) => ({
      method: route.method,
      url: route.url,
      example: route.docs?.example,
      multipart: Boolean(route.docs?.multipart),
    }));

const exampleOf = (method: string, url: string) =>
  adminWrites().find((route) => route.method === method && route.url === url)?.example;

/** A record made through the collection's POST with its documented example. */
async function createAt(collection: string): Promise<number> {
  const example = exampleOf('POST', collection);
  if (example === undefined) throw new Error(`no example to create at ${collection}`);
  return (await made({ method: 'POST', url: collection, payload: example as object })).id;
}

const idIn = (pattern: string, id: number | string) => pattern.replace(/:\w+/, String(id));

async function publicBooking(seats = 1): Promise<Booking> {
  const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 50 });
  const response = await t.inject({
    method: 'POST',
    url: apiPaths.bookings,
    payload: buildBookingInput(event.id, seats),
  });
  return response.json<Booking>();
}

let adminNumber = 0;
async function otherAdmin(): Promise<number> {
  adminNumber += 1;
  const input = buildAdminInput({ email: `walked${adminNumber}@example.org` });
  return (await made({ method: 'POST', url: '/api/admin/', payload: input })).id;
}

async function photo(): Promise<number> {
  const form = multipartBody([filePart('file', PNG_BYTES)]);
  return (await made({ method: 'POST', url: '/api/media/photos/', ...form })).id;
}

// Each bulletin its own Sunday, one week apart from 4 January 2026 on.
let bulletinWeeks = 0;
function nextSunday(): string {
  bulletinWeeks += 1;
  return new Date(Date.UTC(2026, 0, 4 + 7 * bulletinWeeks)).toISOString().slice(0, 10);
}

const recording = () => multipartBody([filePart('file', silentMp3(1), 'homily.mp3', 'audio/mpeg')]);

/** An account of its own for the account routes: the walker's session stays as it is. */
async function ownAccount(): Promise<string> {
  adminNumber += 1;
  return signInWithRoles(t, ['editor'], `own${adminNumber}@example.org`);
}

/** Sets up and turns on two-step sign-in for the session `as`; its recovery codes. */
async function twoFactorOn(as: string): Promise<string[]> {
  const { secret } = await made<{ secret: string }>(
    { method: 'POST', url: '/api/account/two-factor/setup/' },
    as,
  );
  const code = await totpCodeAt(secret, new Date());
  const on = await made<{ recovery_codes: string[] }>(
    { method: 'POST', url: '/api/account/two-factor/', payload: { code } },
    as,
  );
  return on.recovery_codes;
}

/** A cash gift of `cents` to the General Fund in batch `batchId`; its entry's id. */
async function batchEntry(batchId: number, cents: number): Promise<number> {
  const payload = { amount_cents: cents, fund: 'general', method: 'cash' };
  return (await made({ method: 'POST', url: apiPaths.batchEntries(batchId), payload })).id;
}

/** An open batch whose one entry matches its counted total. */
async function batchWithEntry(cents: number): Promise<number> {
  const id = (
    await made({
      method: 'POST',
      url: apiPaths.batches,
      payload: { batch_date: '2026-12-06', kind: 'other', note: null, counted_total_cents: cents },
    })
  ).id;
  await batchEntry(id, cents);
  return id;
}

/**
 * Routes the generic way cannot make succeed: each prepares what it needs
 * and answers the request (and, for one's own account, the session).
 */
let schedulePlaces = 0;
/** A schedule entry in a place of its own: the documented example's would overlap itself. */
function scheduleEntryBody() {
  schedulePlaces += 1;
  return {
    kind: 'mass',
    weekdays: ['sun'],
    start_time: '08:00',
    duration_minutes: 60,
    language: 'en',
    place: `Walked chapel ${schedulePlaces}`,
  };
}
const scheduleEntry = async () =>
  (await made({ method: 'POST', url: apiPaths.scheduleEntries, payload: scheduleEntryBody() })).id;

/** A Sunday far ahead: its Masses have not begun, whatever today is. */
const INTENTION_SUNDAY = '2030-01-06';
/**
 * A visitor's intention for a Sunday Mass of its own, its offering paid
 * (set in the table: the payment is not what this walk is about).
 */
async function paidIntention(): Promise<{ id: number; mass: string }> {
  const mass = `entry:${await scheduleEntry()}`;
  const held = await t.inject({
    method: 'POST',
    url: apiPaths.massIntentions,
    payload: {
      date: INTENTION_SUNDAY,
      mass,
      intention: 'For the walked',
      requested_by: 'Walk Requester',
      email: 'walk.requester@example.org',
      publish: false,
    },
  });
  const { id } = held.json<{ id: number }>();
  await t.db.update(massIntentions).set({ status: 'requested' }).where(eq(massIntentions.id, id));
  return { id, mass };
}

/** A draft campaign to a new topic with one confirmed subscriber on it (a send has someone to reach). */
async function campaignDraft(): Promise<number> {
  const admin = { cookie };
  const topic = await t.inject({
    method: 'POST',
    url: apiPaths.newsletterTopics,
    payload: { name: 'Walk topic', position: 9 },
    headers: admin,
  });
  const topicId = topic.json<{ id: number }>().id;
  const [subscriber] = await t.db
    .insert(newsletterSubscribers)
    .values({ email: `walk.${topicId}@example.org`, status: 'subscribed', confirmedAt: new Date() })
    .returning();
  if (!subscriber) throw new Error('no subscriber');
  await t.db.insert(newsletterTopicSubscriptions).values({ subscriberId: subscriber.id, topicId });
  const campaign = await t.inject({
    method: 'POST',
    url: apiPaths.campaigns,
    payload: { subject: 'Walk', body: 'Hello', topics: [topicId] },
    headers: admin,
  });
  return campaign.json<{ id: number }>().id;
}

/** A family's baptism request, as the public form sends it. */
async function sacramentRequest(): Promise<number> {
  const form = multipartBody(
    Object.entries({
      kind: 'baptism',
      requester_name: 'Walk Family',
      requester_email: 'walk.family@example.org',
      requester_phone: '555-0100',
      child_name: 'Walk Child',
      child_birth_date: '2026-01-10',
      parents: 'Walk Parents',
      godparents: 'Walk Godparents',
      preferred_date: '2030-01-06',
    }).map(([name, value]) => ({ name, value })),
  );
  const sent = await t.inject({ method: 'POST', url: apiPaths.sacraments, ...form });
  return sent.json<{ id: number }>().id;
}

const RECIPES: Record<string, () => Promise<{ request: Request; as?: string }>> = {
  'POST /api/campaigns/:id/test/': async () => ({
    request: { method: 'POST', url: apiPaths.campaignTest(await campaignDraft()) },
  }),
  'POST /api/campaigns/:id/send/': async () => ({
    request: { method: 'POST', url: apiPaths.campaignSend(await campaignDraft()), payload: {} },
  }),
  'POST /api/mass-intentions/:id/confirm/': async () => ({
    request: {
      method: 'POST',
      url: apiPaths.intentionConfirmation((await paidIntention()).id),
      payload: {},
    },
  }),
  'POST /api/mass-intentions/:id/move/': async () => {
    const { id, mass } = await paidIntention();
    return {
      request: {
        method: 'POST',
        url: apiPaths.intentionMove(id),
        payload: { date: '2030-01-13', mass },
      },
    };
  },
  'PUT /api/mass-intentions/settings/:id/': async () => ({
    request: {
      method: 'PUT',
      url: apiPaths.intentionSetting(1),
      payload: { per_mass: 3, offering: 15 },
    },
  }),
  'PATCH /api/sacraments/:id/': async () => ({
    request: {
      method: 'PATCH',
      url: apiPaths.sacrament(await sacramentRequest()),
      payload: { status: 'in_progress', assigned_to: 'Fr. Walker' },
    },
  }),
  'POST /api/funds/:id/retire/': async () => ({
    request: { method: 'POST', url: apiPaths.fundRetire(await createAt(apiPaths.funds)) },
  }),
  'POST /api/batches/:id/commit/': async () => {
    const id = await batchWithEntry(500);
    return { request: { method: 'POST', url: apiPaths.batchCommit(id) } };
  },
  'POST /api/batches/:id/entries/': async () => ({
    request: {
      method: 'POST',
      url: apiPaths.batchEntries(await createAt(apiPaths.batches)),
      payload: { amount_cents: 700, fund: 'general', method: 'cash' },
    },
  }),
  'DELETE /api/batches/:id/entries/:entryId/': async () => {
    const id = await createAt(apiPaths.batches);
    const entry = await batchEntry(id, 300);
    return { request: { method: 'DELETE', url: apiPaths.batchEntry(id, entry) } };
  },
  'POST /api/batches/:id/entries/:entryId/reverse/': async () => {
    const id = await createAt(apiPaths.batches);
    const entry = await batchEntry(id, 124400);
    await made({ method: 'POST', url: apiPaths.batchCommit(id) });
    return {
      request: {
        method: 'POST',
        url: apiPaths.batchEntryReverse(id, entry),
        payload: { reason: 'Entered in the wrong batch' },
      },
    };
  },
  'POST /api/schedule/entries/': async () => ({
    request: { method: 'POST', url: apiPaths.scheduleEntries, payload: scheduleEntryBody() },
  }),
  'PUT /api/schedule/entries/:id/': async () => ({
    request: {
      method: 'PUT',
      url: apiPaths.scheduleEntry(await scheduleEntry()),
      payload: scheduleEntryBody(),
    },
  }),
  'DELETE /api/schedule/entries/:id/': async () => ({
    request: { method: 'DELETE', url: apiPaths.scheduleEntry(await scheduleEntry()) },
  }),
  'POST /api/admin/': async () => ({
    request: {
      method: 'POST',
      url: '/api/admin/',
      payload: buildAdminInput({ email: 'new.walked@example.org' }),
    },
  }),
  'PATCH /api/admin/:id/': async () => ({
    request: {
      method: 'PATCH',
      url: `/api/admin/${await otherAdmin()}/`,
      payload: { email: 'renamed.walked@example.org', password: 'another long passphrase' },
    },
  }),
  'DELETE /api/admin/:id/': async () => ({
    request: { method: 'DELETE', url: `/api/admin/${await otherAdmin()}/` },
  }),
  'PUT /api/admin/:id/roles/': async () => ({
    request: {
      method: 'PUT',
      url: `/api/admin/${await otherAdmin()}/roles/`,
      payload: { roles: ['finance'] },
    },
  }),
  'POST /api/media/photos/': async () => ({
    request: {
      method: 'POST',
      url: '/api/media/photos/',
      ...multipartBody([filePart('file', PNG_BYTES)]),
    },
  }),
  'DELETE /api/media/photos/:id/': async () => ({
    request: { method: 'DELETE', url: `/api/media/photos/${await photo()}/` },
  }),
  'POST /api/bulletins/': async () => ({
    request: { method: 'POST', url: '/api/bulletins/', ...(await bulletinForm(nextSunday())) },
  }),
  'DELETE /api/bulletins/:id/': async () => {
    const form = await bulletinForm(nextSunday());
    const id = (await made({ method: 'POST', url: '/api/bulletins/', ...form })).id;
    return { request: { method: 'DELETE', url: `/api/bulletins/${id}/` } };
  },
  'POST /api/media/sermons/:id/audio/': async () => ({
    request: {
      method: 'POST',
      url: `/api/media/sermons/${await createAt('/api/media/sermons/')}/audio/`,
      ...recording(),
    },
  }),
  'DELETE /api/media/sermons/:id/audio/': async () => {
    const id = await createAt('/api/media/sermons/');
    await made({ method: 'POST', url: `/api/media/sermons/${id}/audio/`, ...recording() });
    return { request: { method: 'DELETE', url: `/api/media/sermons/${id}/audio/` } };
  },
  'POST /api/parish/hero-slides/:id/image/': async () => ({
    request: {
      method: 'POST',
      url: `/api/parish/hero-slides/${await createAt('/api/parish/hero-slides/')}/image/`,
      ...multipartBody([filePart('file', PNG_BYTES)]),
    },
  }),
  'PUT /api/parish/contact/:id/': async () => ({
    request: {
      method: 'PUT',
      url: '/api/parish/contact/1/',
      payload: exampleOf('PUT', '/api/parish/contact/:id/') as object,
    },
  }),
  'PUT /api/parish/statement/:id/': async () => ({
    request: {
      method: 'PUT',
      url: '/api/parish/statement/1/',
      payload: exampleOf('PUT', '/api/parish/statement/:id/') as object,
    },
  }),
  'DELETE /api/contact/:id/': async () => {
    const sent = await t.inject({
      method: 'POST',
      url: apiPaths.contact,
      ...multipartBody([
        { name: 'name', value: 'Walker' },
        { name: 'email', value: 'walker.visitor@example.org' },
        { name: 'message', value: 'When is the next choir practice?' },
      ]),
    });
    return {
      request: { method: 'DELETE', url: `/api/contact/${sent.json<{ id: number }>().id}/` },
    };
  },
  'POST /api/mail/:id/resend/': async () => {
    const [mail] = await t.db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(1);
    if (!mail) throw new Error('no mail in the outbox to resend');
    await t.db.update(outboxMails).set({ status: 'failed' }).where(eq(outboxMails.id, mail.id));
    return { request: { method: 'POST', url: `/api/mail/${mail.id}/resend/` } };
  },
  'POST /api/payments/recurring/:id/sandbox-renewal/': async () => {
    const first = await recurringGiftInSandbox(t, {
      priceId: 'gift-monthly',
      amount: 25,
      fund: 'missions',
      payer_name: 'Walker Donor',
      payer_email: 'walker.donor@example.org',
    });
    return {
      request: {
        method: 'POST',
        url: `/api/payments/recurring/${first.recurring_gift_id ?? 0}/sandbox-renewal/`,
        payload: { outcome: 'paid' },
      },
    };
  },
  'POST /api/bookings/:bookingId/office-cancel/': async () => ({
    request: {
      method: 'POST',
      url: `/api/bookings/${(await publicBooking()).booking_id}/office-cancel/`,
      payload: { reason: 'The event is full of volunteers', refund: 'done' },
    },
  }),
  'POST /api/check-in/': async () => {
    const booking = await publicBooking();
    return {
      request: {
        method: 'POST',
        url: apiPaths.checkIn,
        payload: { event: booking.event, code: booking.tickets[0]?.check_in_code },
      },
    };
  },
  'POST /api/check-in/:ticketId/undo/': async () => {
    const booking = await publicBooking();
    const ticket = booking.tickets[0];
    await made({
      method: 'POST',
      url: apiPaths.checkIn,
      payload: { event: booking.event, code: ticket?.check_in_code },
    });
    return { request: { method: 'POST', url: `/api/check-in/${ticket?.id}/undo/` } };
  },
  'POST /api/trash/:entity/:id/restore/': async () => {
    const id = await createAt('/api/ministries/');
    await made({ method: 'DELETE', url: `/api/ministries/${id}/` });
    return { request: { method: 'POST', url: `/api/trash/ministry/${id}/restore/` } };
  },
  'POST /api/account/password/': async () => {
    const as = await ownAccount();
    return {
      as,
      request: {
        method: 'POST',
        url: '/api/account/password/',
        payload: {
          current_password: buildAdminInput().password,
          new_password: 'a walked new passphrase',
        },
      },
    };
  },
  'POST /api/account/two-factor/setup/': async () => ({
    as: await ownAccount(),
    request: { method: 'POST', url: '/api/account/two-factor/setup/' },
  }),
  'POST /api/account/two-factor/': async () => {
    const as = await ownAccount();
    const { secret } = await made<{ secret: string }>(
      { method: 'POST', url: '/api/account/two-factor/setup/' },
      as,
    );
    return {
      as,
      request: {
        method: 'POST',
        url: '/api/account/two-factor/',
        payload: { code: await totpCodeAt(secret, new Date()) },
      },
    };
  },
  'POST /api/account/two-factor/disable/': async () => {
    const as = await ownAccount();
    const [recoveryCode] = await twoFactorOn(as);
    return {
      as,
      request: {
        method: 'POST',
        url: '/api/account/two-factor/disable/',
        payload: { password: buildAdminInput().password, code: recoveryCode },
      },
    };
  },
  'DELETE /api/account/sessions/': async () => ({
    as: await ownAccount(),
    request: { method: 'DELETE', url: '/api/account/sessions/' },
  }),
};

/** The collection a `…/:id/` route belongs to, when records can be made there with its example. */
function collectionOf(route: AdminRouteInfo): string | undefined {
  const collection = route.url.replace(/:id\/$/, '');
  if (collection === route.url || collection.includes(':')) return undefined;
  return exampleOf('POST', collection) === undefined ? undefined : collection;
}

/** Whether the generic way applies: the route's example, on a record made with its collection's. */
function isGeneric(route: AdminRouteInfo): boolean {
  if (route.multipart) return false;
  if (!route.url.includes(':')) return route.example !== undefined;
  return (
    collectionOf(route) !== undefined && (route.method === 'DELETE' || route.example !== undefined)
  );
}

async function genericRequest(route: AdminRouteInfo): Promise<Request> {
  const payload = route.example as object | undefined;
  const collection = collectionOf(route);
  const url = collection ? idIn(route.url, await createAt(collection)) : route.url;
  return { method: route.method, url, ...(payload ? { payload } : {}) };
}

const maxAuditId = async () =>
  Number(
    (await t.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)` }).from(auditLog))[0]
      ?.id ?? 0,
  );

describe('every administrator write leaves an audit row', () => {
  it('knows how to make each registered non-GET administrator route succeed, or why it is not a write', () => {
    const keys = adminWrites().map(({ method, url }) => adminRouteKey(method, url));
    expect(keys.length).toBeGreaterThan(50);
    const unaccounted = adminWrites()
      .filter((route) => {
        const key = adminRouteKey(route.method, route.url);
        return !(key in RECIPES) && !(key in NOT_A_WRITE) && !isGeneric(route);
      })
      .map(({ method, url }) => adminRouteKey(method, url));
    expect(unaccounted).toEqual([]);
    // No recipe or exemption outlives its route.
    const stale = [...Object.keys(RECIPES), ...Object.keys(NOT_A_WRITE)];
    expect(stale.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('writes at least one audit row by the caller in the request of each write', async () => {
    const missing: string[] = [];
    let walked = 0;
    for (const route of adminWrites()) {
      const key = adminRouteKey(route.method, route.url);
      if (key in NOT_A_WRITE) continue;
      const recipe = RECIPES[key];
      let prepared: { request?: Request; as?: string };
      try {
        prepared = recipe ? await recipe() : { request: await genericRequest(route) };
      } catch (error) {
        missing.push(`${key}: could not prepare: ${(error as Error).message}`);
        continue;
      }
      if (!prepared.request) {
        missing.push(
          `${key}: no recipe, no example to make it succeed, and not listed as not a write`,
        );
        continue;
      }
      const as = prepared.as ?? cookie;
      const session = await t.inject({
        method: 'GET',
        url: apiPaths.session,
        headers: { cookie: as },
      });
      const callerId = session.json<{ admin: { id: number } }>().admin.id;
      const since = await maxAuditId();
      const response = await send(prepared.request, as);
      walked += 1;
      if (response.statusCode >= 300) {
        missing.push(`${key}: answered ${response.statusCode} ${response.body}`);
        continue;
      }
      const rows = await t.db.select().from(auditLog).where(gt(auditLog.id, since));
      if (!rows.some((row) => row.adminId === callerId)) {
        missing.push(`${key}: ${response.statusCode}, but no audit row by the caller`);
      }
    }
    console.log(
      `Audit walk: ${walked} administrator writes made to succeed, ${missing.length} without an audit row; ` +
        `${Object.keys(NOT_A_WRITE).length} listed as not a write.`,
    );
    expect(missing).toEqual([]);
    expect(walked).toBe(adminWrites().length - Object.keys(NOT_A_WRITE).length);
    // Over a hundred writes one after another (a bulletin's first page drawn,
    // statements, uploads): 25 s alone, past Jest's 30 on a busy 2-core machine.
  }, 120_000);
});
