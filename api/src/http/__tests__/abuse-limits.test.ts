/**
 * The limits on public calls that take seats, start payments or mail an
 * address (`http/rate-limits.ts`), with the numbers a parish gets by
 * default: per client address, per e-mail address, and the cap on one
 * booker's bookings of an event waiting for payment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiPaths,
  pendingHoldsLimitMessage,
  TOO_MANY_BOOKED_SEATS_MESSAGE,
  TOO_MANY_BOOKINGS_MESSAGE,
  TOO_MANY_MAILED_LINKS_MESSAGE,
  TOO_MANY_PAYMENT_STARTS_MESSAGE,
  TOO_MANY_WAITLIST_JOINS_MESSAGE,
  type Booking,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { donors } from '../../modules/giving/tables';
import { events } from '../../modules/ticketing/tables';
import { outboxMails } from '../../modules/messaging/tables';
import { createAdmin } from '../../modules/identity';
import { clientAddressKey, mailboxKey } from '../../lib/rate-counters';
import { createTestApp, insertEvent, lapseHold, type TestApp } from '../../testing/app';

/** The limits a parish gets without setting anything. */
function defaultAbuseLimits() {
  const apiRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-limits-'));
  try {
    return loadConfig({}, { apiRoot }).abuseLimits;
  } finally {
    fs.rmSync(apiRoot, { recursive: true, force: true });
  }
}

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ abuseLimits: defaultAbuseLimits() });
});
afterEach(() => t?.close());

const post = (url: string, remoteAddress: string, payload: object) =>
  t.inject({ method: 'POST', url, remoteAddress, payload });

/** One ticket, for `email`. */
const bookingFor = (eventId: number, email: string) =>
  buildBookingInput(eventId, 1, {
    tickets: [{ name: 'Seat Taker', email, phone_number: '555-0100' }],
  });

/** `count` tickets booked by `<booker>@example.org` (the first ticket's e-mail is the booker's). */
const seatsFor = (eventId: number, count: number, booker: string) =>
  buildBookingInput(eventId, count, {
    tickets: Array.from({ length: count }, (_, i) => ({
      name: `Seat ${i + 1}`,
      email: i === 0 ? `${booker}@example.org` : `guest${i}.${booker}@example.org`,
      phone_number: '555-0100',
    })),
  });

const seatsTaken = async (eventId: number) => {
  const [row] = await t.db
    .select({ taken: events.registeredAttendees })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.taken ?? 0;
};

describe('bookings', () => {
  it('stops one address booking a free event over and over with a 429 before it holds 20 seats', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 200 });
    const statuses: number[] = [];
    // A script changing the e-mail address every time.
    for (let i = 0; i < 20 && !statuses.includes(429); i++) {
      const response = await post(
        apiPaths.bookings,
        '203.0.113.5',
        bookingFor(event.id, `taker${i}@example.org`),
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ message: TOO_MANY_BOOKINGS_MESSAGE });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toContain(429);
    expect(await seatsTaken(event.id)).toBeLessThan(20);
    expect(statuses.filter((status) => status === 201)).toHaveLength(8);
    // Someone else, elsewhere, still books.
    const other = await post(apiPaths.bookings, '198.51.100.5', bookingFor(event.id, 'a@x.org'));
    expect(other.statusCode).toBe(201);
  });

  it('stops one address taking a free event with a few large bookings before it holds 20 seats', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 500 });
    const statuses: number[] = [];
    // A script changing the e-mail address every time.
    for (let i = 0; i < 5; i++) {
      const response = await post(
        apiPaths.bookings,
        '203.0.113.6',
        seatsFor(event.id, 8, `big${i}`),
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ message: TOO_MANY_BOOKED_SEATS_MESSAGE });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // 8 + 8 seats fit the default budget of 16; the third booking would pass it.
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    expect(await seatsTaken(event.id)).toBe(16);
    // Another address, and another mailbox, still books a family's seats.
    const family = await post(apiPaths.bookings, '198.51.100.6', seatsFor(event.id, 6, 'family'));
    expect(family.statusCode).toBe(201);
  });

  it('counts the seats booked for one mailbox from many addresses', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 500 });
    const first = await post(apiPaths.bookings, '203.0.113.7', seatsFor(event.id, 10, 'grace'));
    expect(first.statusCode).toBe(201);
    const second = await post(apiPaths.bookings, '203.0.113.8', seatsFor(event.id, 10, 'Grace'));
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ message: TOO_MANY_BOOKED_SEATS_MESSAGE });
  });

  it('stops bookings for one mailbox from many addresses, whatever its spelling', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 200 });
    const spellings = [
      'ann@example.org',
      'Ann@Example.org',
      'ann+1@example.org',
      'ANN+x@example.org',
    ];
    for (let i = 0; i < 8; i++) {
      const email = spellings[i % spellings.length] ?? '';
      const response = await post(
        apiPaths.bookings,
        `203.0.113.${i + 1}`,
        bookingFor(event.id, email),
      );
      expect(response.statusCode).toBe(201);
    }
    const ninth = await post(
      apiPaths.bookings,
      '203.0.113.99',
      bookingFor(event.id, 'ann@example.org'),
    );
    expect(ninth.statusCode).toBe(429);
    expect(ninth.json()).toEqual({ message: TOO_MANY_BOOKINGS_MESSAGE });
    expect(Number(ninth.headers['retry-after'])).toBeGreaterThan(3500);
    // A family booking many events over the hour is another mailbox each: unaffected.
    expect(
      (await post(apiPaths.bookings, '203.0.113.99', bookingFor(event.id, 'bo@example.org')))
        .statusCode,
    ).toBe(201);
  });

  it('caps one booker’s bookings of a paid event waiting for payment at 2', async () => {
    const event = await insertEvent(t.db, { priceCents: 1500, maxAttendees: 50 });
    const held: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await post(
        apiPaths.bookings,
        `203.0.113.${i + 1}`,
        bookingFor(event.id, i === 0 ? 'cy@example.org' : 'Cy+again@example.org'),
      );
      expect(response.statusCode).toBe(201);
      held.push(response.json<Booking>().booking_id);
    }
    const third = await post(
      apiPaths.bookings,
      '203.0.113.3',
      bookingFor(event.id, 'cy@example.org'),
    );
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: pendingHoldsLimitMessage(2) });
    // Nothing of the refused booking was kept: its seats are free.
    expect(await seatsTaken(event.id)).toBe(2);

    // Another booker is not held back; another event neither.
    expect(
      (await post(apiPaths.bookings, '203.0.113.4', bookingFor(event.id, 'di@example.org')))
        .statusCode,
    ).toBe(201);
    const other = await insertEvent(t.db, { priceCents: 1500, maxAttendees: 50 });
    expect(
      (await post(apiPaths.bookings, '203.0.113.5', bookingFor(other.id, 'cy@example.org')))
        .statusCode,
    ).toBe(201);

    // Once a hold lapses, the booker may book again.
    await lapseHold(t.db, held[0] ?? '');
    expect(
      (await post(apiPaths.bookings, '203.0.113.6', bookingFor(event.id, 'cy@example.org')))
        .statusCode,
    ).toBe(201);
    // The lapsed hold's seat went back: cy holds 2 again, di 1.
    expect(await seatsTaken(event.id)).toBe(3);
  });
});

describe('waitlist joins', () => {
  it('are limited to 5 an hour per address and per e-mail', async () => {
    const event = await insertEvent(t.db, { maxAttendees: 1, registeredAttendees: 1 });
    const join = (remoteAddress: string, email: string) =>
      post(apiPaths.eventWaitlist(event.id), remoteAddress, {
        name: 'Waiting Person',
        email,
        number_of_tickets: 1,
      });
    for (let i = 0; i < 5; i++) {
      expect((await join('203.0.113.7', `w${i}@example.org`)).statusCode).toBe(201);
    }
    const fromHere = await join('203.0.113.7', 'w9@example.org');
    expect(fromHere.statusCode).toBe(429);
    expect(fromHere.json()).toEqual({ message: TOO_MANY_WAITLIST_JOINS_MESSAGE });

    for (let i = 0; i < 5; i++) {
      expect((await join(`198.51.100.${i + 1}`, 'same@example.org')).statusCode).toBe(201);
    }
    const forThem = await join('198.51.100.99', 'Same@Example.org');
    expect(forThem.statusCode).toBe(429);
    expect(forThem.json()).toEqual({ message: TOO_MANY_WAITLIST_JOINS_MESSAGE });
  });
});

describe('payment starts', () => {
  it('count every way to start a payment together per address, and per payer e-mail', async () => {
    const gift = { amount: 10, fund: 'missions' };
    for (let i = 0; i < 10; i++) {
      expect((await post(apiPaths.donate, '203.0.113.8', gift)).statusCode).toBe(200);
      expect((await post(apiPaths.createOrder, '203.0.113.8', gift)).statusCode).toBe(200);
    }
    const card = await post(apiPaths.donate, '203.0.113.8', gift);
    expect(card.statusCode).toBe(429);
    expect(card.json()).toEqual({ message: TOO_MANY_PAYMENT_STARTS_MESSAGE });
    expect((await post(apiPaths.createOrder, '203.0.113.8', gift)).statusCode).toBe(429);

    const payer = { ...gift, payer_name: 'Eve Giver', payer_email: 'eve@example.org' };
    for (let i = 0; i < 20; i++) {
      expect((await post(apiPaths.donate, `198.51.100.${i + 1}`, payer)).statusCode).toBe(200);
    }
    const forEve = await post(apiPaths.donate, '198.51.100.99', payer);
    expect(forEve.statusCode).toBe(429);
    // Without an e-mail address, only the address counts.
    expect((await post(apiPaths.donate, '198.51.100.99', gift)).statusCode).toBe(200);
  });
});

describe('mailed links', () => {
  const linkMails = () =>
    t.db
      .select({ to: outboxMails.toAddress })
      .from(outboxMails)
      .where(inArray(outboxMails.kind, ['password_reset', 'donor_sign_in']));

  it('reset and My Giving links: 5 an hour per address, and per e-mail, whichever is asked', async () => {
    await createAdmin(
      t.db,
      { email: 'office@example.org', password: 'an office passphrase', name: 'Office' },
      t.config,
    );
    await t.db.insert(donors).values({ name: 'Fay Donor', email: 'fay@example.org' });

    for (let i = 0; i < 5; i++) {
      const response = await post(apiPaths.passwordResetRequest, '203.0.113.9', {
        email: `nobody${i}@example.org`,
      });
      expect(response.statusCode).toBe(202);
    }
    // The same count for both kinds of link, from this address.
    const fromHere = await post(apiPaths.donorSignIn, '203.0.113.9', { email: 'fay@example.org' });
    expect(fromHere.statusCode).toBe(429);
    expect(fromHere.json()).toEqual({ message: TOO_MANY_MAILED_LINKS_MESSAGE });

    const mailOffice = (remoteAddress: string) =>
      post(apiPaths.passwordResetRequest, remoteAddress, { email: 'Office@example.org' });
    for (let i = 0; i < 5; i++)
      expect((await mailOffice(`198.51.100.${i + 1}`)).statusCode).toBe(202);
    const sixth = await mailOffice('198.51.100.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: TOO_MANY_MAILED_LINKS_MESSAGE });
    // An unknown address is limited alike: the answer tells nothing of who is an administrator.
    for (let i = 0; i < 5; i++) {
      await post(apiPaths.passwordResetRequest, `192.0.2.${i + 1}`, { email: 'ghost@example.org' });
    }
    expect(
      (await post(apiPaths.passwordResetRequest, '192.0.2.99', { email: 'ghost@example.org' }))
        .statusCode,
    ).toBe(429);

    // The office was mailed five times, no more; the donor not at all (refused from that address).
    const mails = await linkMails();
    expect(mails.filter((mail) => mail.to === 'office@example.org')).toHaveLength(5);
    expect(mails.filter((mail) => mail.to === 'fay@example.org')).toHaveLength(0);
  });
});

describe('mailboxKey', () => {
  it('reads an address as the mailbox it reaches', () => {
    expect(mailboxKey(' Ann+Tickets@Example.ORG ')).toBe('ann@example.org');
    expect(mailboxKey('a.n.n+x@googlemail.com')).toBe('ann@gmail.com');
    expect(mailboxKey('a.n.n@example.org')).toBe('a.n.n@example.org');
    expect(mailboxKey('+only@example.org')).toBe('+only@example.org');
  });
});

describe('the address a limit counts', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('reads %s as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});
