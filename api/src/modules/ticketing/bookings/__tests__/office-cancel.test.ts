import {
  apiPaths,
  BOOKING_ALREADY_CANCELLED_MESSAGE,
  OFFICE_CANCEL_REASON_MESSAGE,
  type Booking,
  type PayPalOrder,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { confirmPaidBooking } from '../../seats/holds';
import { createMailingTestApp, insertEvent, type TestApp } from '../../../../testing/app';
import { bookingById, listPayments, seatsTaken } from '../../../../testing/reads';
import type { TestSmtpServer } from '../../../../testing/smtp';

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await createMailingTestApp());
});
afterAll(() => close?.());

const post = (url: string, payload?: unknown, cookie?: string) =>
  t.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function paidBooking(eventId: number, count: number) {
  const response = await post(
    apiPaths.bookings,
    buildBookingInput(eventId, count, { payment_method: 'paypal' }),
  );
  const booking = response.json<Booking>();
  const order = (
    await post(apiPaths.createOrder, { booking_id: booking.booking_id })
  ).json<PayPalOrder>();
  expect((await post(apiPaths.captureOrder, { orderID: order.orderID })).statusCode).toBe(200);
  return booking;
}

async function mailTo(address: string, subjectStart: string) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const found = smtp.received.find(
      (mail) => mail.to.includes(address) && mail.parsed.subject?.startsWith(subjectStart),
    );
    if (found) return found.parsed;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no "${subjectStart}" mail to ${address}`);
}

describe('POST /api/bookings/{bookingId}/office-cancel/', () => {
  it('cancels a paid booking with the office’s reason and refund, mails the booker and offers the seats to the waitlist', async () => {
    const event = await insertEvent(t.db, { priceCents: 2500, maxAttendees: 2 });
    const booking = await paidBooking(event.id, 2);
    const joined = await post(apiPaths.eventWaitlist(event.id), {
      name: 'Noor Waiting',
      email: 'noor@example.org',
      number_of_tickets: 2,
    });
    expect(joined.statusCode).toBe(201);
    const admin = await t.adminCookie();

    const response = await post(
      apiPaths.bookingOfficeCancellation(booking.booking_id),
      { reason: 'The hall is closed for repairs.', refund: 'done' },
      admin,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json<Booking>()).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'The hall is closed for repairs.',
      refund_status: 'done',
    });
    const payment = (await listPayments(t)).find((p) => p.booking_id === booking.booking_id);
    expect(payment?.refund_requested_at).not.toBeNull();
    // The two seats are held for Noor now, not sold to anyone else.
    expect(await seatsTaken(t, event.id)).toBe(2);
    await mailTo('noor@example.org', 'Seats are free for you');

    const booker = booking.tickets[0]?.email ?? '';
    const mail = await mailTo(booker, 'Booking cancelled');
    expect(mail.text).toContain('the parish office has cancelled your booking');
    expect(mail.text).toContain('The hall is closed for repairs.');
    expect(mail.text).toContain('will refund $50.00');

    // A payment landing again later never brings it back.
    await t.db.transaction((tx) => confirmPaidBooking(tx, booking.booking_id, t.bookingPayments));
    expect((await bookingById(t, booking.booking_id)).status).toBe('cancelled');
  });

  it('refuses a cancellation without a reason, a booking already cancelled, and a visitor: nothing changes', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 5 });
    const created = await post(apiPaths.bookings, buildBookingInput(event.id, 1));
    const booking = created.json<Booking>();
    const admin = await t.adminCookie();
    const url = apiPaths.bookingOfficeCancellation(booking.booking_id);

    const visitor = await post(url, { reason: 'Because.', refund: 'requested' });
    expect(visitor.statusCode).toBe(401);
    const blank = await post(url, { reason: '  ', refund: 'maybe' }, admin);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      fields: { reason: OFFICE_CANCEL_REASON_MESSAGE, refund: expect.any(String) },
    });
    expect((await bookingById(t, booking.booking_id)).status).toBe('confirmed');

    expect(
      (await post(url, { reason: 'Double booking.', refund: 'requested' }, admin)).statusCode,
    ).toBe(200);
    const free = await bookingById(t, booking.booking_id);
    expect(free.refund_status).toBeNull();
    const again = await post(url, { reason: 'Again.', refund: 'requested' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: BOOKING_ALREADY_CANCELLED_MESSAGE });
    expect(await seatsTaken(t, event.id)).toBe(0);
  });
});
