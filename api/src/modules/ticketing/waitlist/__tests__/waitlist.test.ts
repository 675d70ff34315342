import {
  apiPaths,
  WAITLIST_JOIN_SEATS_AVAILABLE_MESSAGE,
  WAITLIST_OFFER_EXPIRED_MESSAGE,
  WAITLIST_OFFER_USED_MESSAGE,
  waitlistClaimTooManyMessage,
  type AdminWaitlistEntry,
  type Booking,
  type ParishEvent,
  type WaitlistEntry,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { createOutbox } from '../../../messaging';
import { createMailingTestApp, insertEvent, type TestApp } from '../../../../testing/app';
import { seatsTaken } from '../../../../testing/reads';
import type { TestSmtpServer } from '../../../../testing/smtp';
import { WaitlistWorker } from '../worker';
import { MAILS } from '../../../../mails';

/** The test's clock: moved on by hand, never by waiting. */
let now = new Date('2098-06-01T12:00:00Z');
const clock = () => now;
let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
let worker: WaitlistWorker;

beforeAll(async () => {
  ({ t, smtp, close } = await createMailingTestApp({}, { clock }));
  worker = new WaitlistWorker({
    db: t.db,
    outbox: createOutbox(t.config.mail, t.config.payments.siteUrl, MAILS),
    bookingPayments: t.bookingPayments,
    clock,
    timeZone: t.config.timeZone,
    claimHours: t.config.waitlist.claimHours,
    intervalMs: 60_000,
    log: t.app.log,
  });
});
afterAll(() => close?.());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload: payload as object, headers });

async function book(eventId: number, count: number, overrides: Record<string, unknown> = {}) {
  const response = await post(apiPaths.bookings, buildBookingInput(eventId, count, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Booking>();
}

async function join(eventId: number, name: string, tickets = 1) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`;
  const response = await post(apiPaths.eventWaitlist(eventId), {
    name,
    email,
    number_of_tickets: tickets,
  });
  expect(response.statusCode).toBe(201);
  return { email, entry: response.json<WaitlistEntry>() };
}

/** The first `count` mails to `address` (waits for them). */
async function mailsTo(address: string, count: number) {
  const mails = await smtp.waitForMatching((mail) => mail.to.includes(address), count);
  return mails.map((mail) => mail.parsed);
}

/** The link in a mail's text that starts with `prefix`. */
function linkIn(text: string | undefined, prefix: string): string {
  const found = (text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.includes(prefix));
  if (!found) throw new Error(`no ${prefix} link in:\n${text}`);
  return found.replace(/[\])>.,]+$/, '');
}

const claimTokenOf = (url: string) => new URL(url).searchParams.get('claim') ?? '';
const leaveTokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

async function adminWaitlist(eventId: number) {
  const response = await t.inject({
    method: 'GET',
    url: apiPaths.eventWaitlist(eventId),
    headers: { cookie: await t.adminCookie() },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminWaitlistEntry[]>();
}

describe('the waitlist of a full event', () => {
  it('offers a freed seat to the first in line only, who claims it and is booked; a used or too large claim changes nothing', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 2 });
    const first = await book(event.id, 1);
    await book(event.id, 1);
    const ann = await join(event.id, 'Ann Waiting');
    const ben = await join(event.id, 'Ben Waiting');
    const cat = await join(event.id, 'Cat Waiting');
    expect([ann.entry.position, ben.entry.position, cat.entry.position]).toEqual([1, 2, 3]);
    const joined = await mailsTo(ann.email, 1);
    expect(joined.map((mail) => mail.subject)).toEqual([
      `You're on the waitlist: Test Event on Thursday, January 1, 2099`,
    ]);
    expect(linkIn(joined[0]?.text, '/waitlist?token=')).toContain('http://localhost:3000/');

    // One ticket cancelled: its seat is held for Ann, and nobody else can book it.
    const cancelled = await post(apiPaths.bookingCancellation(first.booking_id), {
      token: first.manage_token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await seatsTaken(t, event.id)).toBe(2);
    const offerText = await offerTextFor(ann.email);
    expect(offerText).toContain('1 ticket for you until 12:00 PM on Monday, June 2, 2098');
    expect(
      smtp.received.filter((mail) => mail.parsed.subject?.startsWith('Seats are free')),
    ).toHaveLength(1);
    const lines = await adminWaitlist(event.id);
    expect(lines.map((line) => [line.name, line.status, line.position])).toEqual([
      ['Ann Waiting', 'offered', null],
      ['Ben Waiting', 'waiting', 1],
      ['Cat Waiting', 'waiting', 2],
    ]);
    expect(lines[0]?.offer_expires_at).toBe('2098-06-02T12:00:00.000Z');
    const stranger = await post(apiPaths.bookings, buildBookingInput(event.id, 1));
    expect(stranger.statusCode).toBe(409);

    const claimUrl = linkIn(offerText, 'claim=');
    expect(claimUrl).toContain(`/event/tickets?eventId=${event.id}&claim=`);
    const claim = claimTokenOf(claimUrl);

    const tooMany = await post(
      apiPaths.bookings,
      buildBookingInput(event.id, 2, { waitlist_claim: claim }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      fields: { number_of_tickets: waitlistClaimTooManyMessage(1) },
    });

    const claimed = await book(event.id, 1, { waitlist_claim: claim });
    expect(claimed.status).toBe('confirmed');
    expect(await seatsTaken(t, event.id)).toBe(2);

    const again = await post(
      apiPaths.bookings,
      buildBookingInput(event.id, 1, { waitlist_claim: claim }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ fields: { waitlist_claim: WAITLIST_OFFER_USED_MESSAGE } });
    expect(await seatsTaken(t, event.id)).toBe(2);
    expect((await adminWaitlist(event.id)).map((line) => [line.status, line.booking_id])).toEqual([
      ['claimed', claimed.booking_id],
      ['waiting', null],
      ['waiting', null],
    ]);
  });

  it('passes an offer left to expire to the next person, whose claim works while the first one’s is refused', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 1 });
    const only = await book(event.id, 1);
    const dan = await join(event.id, 'Dan Late');
    const eve = await join(event.id, 'Eve Next');
    await post(apiPaths.bookingCancellation(only.booking_id), { token: only.manage_token });
    const [danOffer] = await adminWaitlist(event.id);
    expect(danOffer?.status).toBe('offered');
    const danToken = await offerTokenFor(dan.email);

    now = new Date(now.getTime() + 23 * 3_600_000);
    expect(await worker.tick()).toEqual({ lapsed: 0, offered: 0 });
    now = new Date(now.getTime() + 2 * 3_600_000);
    expect(await worker.tick()).toEqual({ lapsed: 1, offered: 1 });

    expect((await adminWaitlist(event.id)).map((line) => line.status)).toEqual([
      'lapsed',
      'offered',
    ]);
    expect(await seatsTaken(t, event.id)).toBe(1);
    const late = await post(
      apiPaths.bookings,
      buildBookingInput(event.id, 1, { waitlist_claim: danToken }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      fields: { waitlist_claim: WAITLIST_OFFER_EXPIRED_MESSAGE },
    });

    const eveToken = await offerTokenFor(eve.email);
    expect((await book(event.id, 1, { waitlist_claim: eveToken })).status).toBe('confirmed');
    expect(await seatsTaken(t, event.id)).toBe(1);
  });

  it('gives the seats of someone who leaves while offered to the next, and offers seats an administrator adds', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 2 });
    const booking = await book(event.id, 2);
    const fay = await join(event.id, 'Fay Leaves', 2);
    const gus = await join(event.id, 'Gus Stays', 2);
    const hal = await join(event.id, 'Hal Three', 3);
    await post(apiPaths.bookingCancellation(booking.booking_id), { token: booking.manage_token });
    const fayLeave = leaveTokenOf(linkIn(await offerTextFor(fay.email), '/waitlist?token='));

    const left = await post(apiPaths.waitlistLeave(fayLeave));
    expect(left.statusCode).toBe(200);
    expect(left.json<WaitlistEntry>()).toMatchObject({ status: 'left', position: null });
    expect((await adminWaitlist(event.id)).map((line) => line.status)).toEqual([
      'left',
      'offered',
      'waiting',
    ]);
    expect((await post(apiPaths.waitlistLeave(fayLeave))).json<WaitlistEntry>().status).toBe(
      'left',
    );
    await offerTokenFor(gus.email);

    // Raised from 2 to 5: the 3 new seats go to Hal, who asked for 3.
    const raised = await t.inject({
      method: 'PATCH',
      url: apiPaths.event(event.id),
      headers: { cookie: await t.adminCookie() },
      payload: { max_attendees: 5 },
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<ParishEvent>().registered_attendees).toBe(5);
    await offerTokenFor(hal.email);
    const halEntry = await t.inject({
      method: 'GET',
      url: apiPaths.waitlistEntry(
        leaveTokenOf(linkIn(await offerTextFor(hal.email), '/waitlist?token=')),
      ),
    });
    expect(halEntry.json<WaitlistEntry>()).toMatchObject({
      status: 'offered',
      number_of_tickets: 3,
    });
  });

  it('refuses to put on the waitlist someone the event still has seats for', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 3 });
    await book(event.id, 1);
    const response = await post(apiPaths.eventWaitlist(event.id), {
      name: 'Ivy Early',
      email: 'ivy@example.org',
      number_of_tickets: 2,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      fields: { number_of_tickets: WAITLIST_JOIN_SEATS_AVAILABLE_MESSAGE },
    });
    const blank = await post(apiPaths.eventWaitlist(event.id), {
      name: '',
      email: 'x',
      number_of_tickets: 0,
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json<{ fields: object }>().fields).sort()).toEqual([
      'email',
      'name',
      'number_of_tickets',
    ]);
  });
});

/** The text of the offer mail sent to `address` (waits for it). */
async function offerTextFor(address: string): Promise<string> {
  const [offer] = await smtp.waitForMatching(
    (mail) =>
      mail.to.includes(address) && Boolean(mail.parsed.subject?.startsWith('Seats are free')),
  );
  return offer?.parsed.text ?? '';
}

async function offerTokenFor(address: string): Promise<string> {
  return claimTokenOf(linkIn(await offerTextFor(address), 'claim='));
}
