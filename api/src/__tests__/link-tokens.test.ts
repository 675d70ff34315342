/**
 * The private links the site mails (manage a booking, a waitlist place,
 * confirm and leave the newsletter): the database keeps only the SHA-256
 * of their tokens, every link given out keeps working, and a booking's
 * manage link stops working some days after the booked date.
 */
import {
  apiPaths,
  type Booking,
  type CheckoutSession,
  type WaitlistEntry,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  bookingManageLinks,
  bookings,
  events,
  waitlistEntries,
  waitlistEntryLinks,
} from '../modules/ticketing/tables';
import {
  newsletterSubscribers,
  newsletterUnsubscribeLinks,
  outboxMails,
} from '../modules/messaging/tables';
import { addDays, todayIn } from '../lib/dates';
import { secretHash } from '../lib/secret-hash';
import { createTestApp, insertEvent, type TestApp } from '../testing/app';
import { answerSandboxCheckout } from '../testing/giving';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bookingLinkDaysAfterEvent: 30 });
});
afterAll(() => t?.close());

const post = (url: string, payload?: object) => t.inject({ method: 'POST', url, payload });

/** A link of the latest mail of `kind` to `to`, by the data key that holds it. */
async function mailedLink(kind: string, to: string, key: string): Promise<URL> {
  const [mail] = await t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.kind, kind), eq(outboxMails.toAddress, to)))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  const url = (mail?.data as Record<string, string> | undefined)?.[key];
  if (!url) throw new Error(`no ${kind} mail to ${to} with ${key}`);
  return new URL(url);
}

/** Every row of the tables that hold links, as text: where a token must never be. */
async function linkTablesText(): Promise<string> {
  const tables = [
    bookings,
    bookingManageLinks,
    waitlistEntries,
    waitlistEntryLinks,
    newsletterSubscribers,
    newsletterUnsubscribeLinks,
  ];
  const rows = await Promise.all(tables.map((table) => t.db.select().from(table)));
  return JSON.stringify(rows);
}

const bookingAs = (bookingId: string, token: string) =>
  t.inject({ method: 'GET', url: `${apiPaths.booking(bookingId)}?token=${token}` });

describe('manage links of a booking', () => {
  it('are kept as hashes: the answer’s and the mail’s token work, and neither is in the database', async () => {
    const event = await insertEvent(t.db, { priceCents: 0 });
    const input = buildBookingInput(event.id, 1);
    const booked = (await post(apiPaths.bookings, input)).json<Booking>();
    const token = booked.manage_token ?? '';
    const mailed = (
      await mailedLink('booking_confirmed', input.tickets[0]?.email ?? '', 'manageUrl')
    ).searchParams;
    expect(mailed.get('token')).toBe(token);

    const stored = await linkTablesText();
    expect(stored).not.toContain(token);
    expect(stored).toContain(secretHash(token));

    const opened = (await bookingAs(booked.booking_id, token)).json<Booking>();
    expect(opened.manage_token).toBe(token);
    expect(opened.tickets[0]?.email).toBe(input.tickets[0]?.email);
  });

  it('of a paid booking: the booker’s and the one mailed when the payment lands both work', async () => {
    const event = await insertEvent(t.db, { priceCents: 2500 });
    const input = buildBookingInput(event.id, 1);
    const booked = (await post(apiPaths.bookings, input)).json<Booking>();
    const session = (
      await post(apiPaths.checkoutSession, { booking_id: booked.booking_id })
    ).json<CheckoutSession>();
    expect((await answerSandboxCheckout(t, session.id, 'approve')).statusCode).toBe(303);

    const mailedToken =
      (
        await mailedLink('booking_confirmed', input.tickets[0]?.email ?? '', 'manageUrl')
      ).searchParams.get('token') ?? '';
    expect(mailedToken).not.toBe(booked.manage_token);
    for (const token of [booked.manage_token ?? '', mailedToken]) {
      expect((await bookingAs(booked.booking_id, token)).json<Booking>().manage_token).toBe(token);
    }
    expect(await linkTablesText()).not.toContain(mailedToken);
  });

  it('stop working BOOKING_LINK_DAYS_AFTER_EVENT days after the booked date', async () => {
    const event = await insertEvent(t.db, { priceCents: 0 });
    const input = buildBookingInput(event.id, 1);
    const booked = (await post(apiPaths.bookings, input)).json<Booking>();
    const token = booked.manage_token ?? '';
    const today = todayIn(t.config.timeZone);
    const dateEventTo = (date: string) =>
      t.db.update(events).set({ date }).where(eq(events.id, event.id));

    await dateEventTo(addDays(today, -30));
    const lastDay = (await bookingAs(booked.booking_id, token)).json<Booking>();
    expect(lastDay.manage_token).toBe(token);

    await dateEventTo(addDays(today, -31));
    const lapsed = (await bookingAs(booked.booking_id, token)).json<Booking>();
    // The public view: no token, contacts masked, no ticket codes.
    expect(lapsed.manage_token).toBeNull();
    expect(lapsed.tickets[0]?.email).toMatch(/•••/);
    expect(lapsed.tickets[0]?.check_in_code).toBeNull();
    const cancel = await post(apiPaths.bookingCancellation(booked.booking_id), { token });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({ fields: { token: expect.any(String) } });
  });
});

describe('waitlist links', () => {
  it('are kept as hashes, and the joining mail’s and the offer’s both work', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 1 });
    const first = (await post(apiPaths.bookings, buildBookingInput(event.id, 1))).json<Booking>();
    const email = 'waiting.hash@example.org';
    const joined = await post(apiPaths.eventWaitlist(event.id), {
      name: 'Wai Ting',
      email,
      number_of_tickets: 1,
    });
    expect(joined.statusCode).toBe(201);
    const joinToken =
      (await mailedLink('waitlist_joined', email, 'leaveUrl')).searchParams.get('token') ?? '';

    await post(apiPaths.bookingCancellation(first.booking_id), { token: first.manage_token });
    const claimToken =
      (await mailedLink('waitlist_offer', email, 'claimUrl')).searchParams.get('claim') ?? '';
    expect(claimToken).not.toBe(joinToken);

    const stored = await linkTablesText();
    for (const token of [joinToken, claimToken]) {
      expect(stored).not.toContain(token);
      const entry = await t.inject({ method: 'GET', url: apiPaths.waitlistEntry(token) });
      expect(entry.json<WaitlistEntry>()).toMatchObject({ status: 'offered', name: 'Wai Ting' });
    }
  });
});

describe('newsletter links', () => {
  it('are kept as hashes; the confirm link subscribes, and every mailed unsubscribe link works', async () => {
    const email = 'reader.hash@example.org';
    expect((await post(apiPaths.newsletter, { email })).statusCode).toBe(202);
    const confirm = (await mailedLink('newsletter_confirm', email, 'confirmUrl')).searchParams;
    const firstUnsubscribe =
      (await mailedLink('newsletter_confirm', email, 'unsubscribeUrl')).searchParams.get('token') ??
      '';
    const confirmToken = confirm.get('token') ?? '';
    expect(await linkTablesText()).not.toContain(confirmToken);

    const confirmed = await post(apiPaths.newsletterConfirm, { token: confirmToken });
    expect(confirmed.json()).toMatchObject({ status: 'subscribed' });
    const welcomeUnsubscribe =
      (await mailedLink('newsletter_welcome', email, 'unsubscribeUrl')).searchParams.get('token') ??
      '';
    const stored = await linkTablesText();
    expect(stored).not.toContain(firstUnsubscribe);
    expect(stored).not.toContain(welcomeUnsubscribe);

    // The one-click POST of the welcome mail, then the confirmation mail's link: both known.
    const oneClick = await t.inject({
      method: 'POST',
      url: `${apiPaths.newsletterUnsubscribe}?token=${welcomeUnsubscribe}`,
    });
    expect(oneClick.json()).toMatchObject({ status: 'unsubscribed' });
    const again = await post(apiPaths.newsletterUnsubscribe, { token: firstUnsubscribe });
    expect(again.statusCode).toBe(200);
  });
});

it('the tables hold no plain token at all (every link row is a SHA-256)', async () => {
  const ids = [
    ...(await t.db.select({ id: bookingManageLinks.id }).from(bookingManageLinks)),
    ...(await t.db.select({ id: waitlistEntryLinks.id }).from(waitlistEntryLinks)),
    ...(await t.db.select({ id: newsletterUnsubscribeLinks.id }).from(newsletterUnsubscribeLinks)),
    ...(await t.db
      .select({ id: sql<string>`${newsletterSubscribers.confirmTokenHash}` })
      .from(newsletterSubscribers)
      .where(isNotNull(newsletterSubscribers.confirmTokenHash))),
  ];
  expect(ids.length).toBeGreaterThan(0);
  for (const { id } of ids) expect(id).toMatch(/^[0-9a-f]{64}$/);
});
