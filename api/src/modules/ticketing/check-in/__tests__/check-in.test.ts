/**
 * Door check-in: a ticket's code checks it in once; a second scan is
 * refused with the time; another event's ticket, a cancelled booking and a
 * wrong code are refused and change nothing; a check-in can be undone; of
 * 20 simultaneous scans of one ticket exactly one succeeds (the database's
 * conditional UPDATE decides). Timings are the benchmark's, not these tests'.
 */
import {
  apiPaths,
  CHECK_IN_CANCELLED_MESSAGE,
  CHECK_IN_CODE_FORMAT_MESSAGE,
  CHECK_IN_CODE_UNKNOWN_MESSAGE,
  CHECK_IN_NOT_PAID_MESSAGE,
  CHECK_IN_OTHER_EVENT_MESSAGE,
  type Booking,
  type CheckInResult,
  type EventRoster,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../../testing/tables';
import { createTestApp, insertEvent, type TestApp } from '../../../../testing/app';
import { doorTime } from '../service';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

async function book(eventId: number, count: number, overrides: Record<string, unknown> = {}) {
  const response = await t.inject({
    method: 'POST',
    url: apiPaths.bookings,
    payload: buildBookingInput(eventId, count, overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json<Booking>();
}
const code = (booking: Booking, index: number) => booking.tickets[index]?.check_in_code ?? '';
const scan = (payload: object, headers: Record<string, string> = { cookie }) =>
  t.inject({ method: 'POST', url: apiPaths.checkIn, payload, headers });
const roster = async (eventId: number) =>
  (
    await t.inject({ method: 'GET', url: apiPaths.eventRoster(eventId), headers: { cookie } })
  ).json<EventRoster>();

describe('POST /api/check-in/', () => {
  it('checks the first ticket in by its typed code, then refuses it again with the time', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 10 });
    const booking = await book(event.id, 2, {
      tickets: [
        { name: 'Maria Lopez', email: 'maria@example.org', phone_number: '555-0101' },
        { name: 'Bo Lee', email: 'bo@example.org', phone_number: '555-0102' },
      ],
    });
    // Typed sloppily: lower case, spaces instead of dashes, O for 0.
    const typed = code(booking, 0).toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');

    const first = await scan({ event: event.id, code: typed });

    expect(first.statusCode).toBe(200);
    const result = first.json<CheckInResult>();
    expect(result).toMatchObject({
      message: 'Checked in: Ticket #1, Maria Lopez',
      ticket_number: 1,
      name: 'Maria Lopez',
      checked_in_at: expect.any(String),
    });

    const again = await scan({ event: event.id, code: code(booking, 0) });
    const at = doorTime(new Date(result.checked_in_at ?? ''), t.config.timeZone);
    expect(at).toMatch(/^\d{1,2}:\d\d [AP]M$/);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `Already checked in at ${at}`,
      fields: { code: `Already checked in at ${at}` },
    });

    const list = await roster(event.id);
    expect(list.totals).toEqual({ booked: 2, checked_in: 1, seats_left: 8 });
    expect(list.attendees).toEqual([
      expect.objectContaining({
        ticket_number: 1,
        name: 'Maria Lopez',
        booker: 'Maria Lopez',
        checked_in_at: result.checked_in_at,
      }),
      expect.objectContaining({
        ticket_number: 2,
        name: 'Bo Lee',
        booker: 'Maria Lopez',
        checked_in_at: null,
      }),
    ]);
  });

  it('checks in the attendee chosen in the roster, and undoes it', async () => {
    const event = await insertEvent(t.db, { priceCents: 0 });
    const booking = await book(event.id, 2);
    const second = booking.tickets[1]?.id ?? 0;

    const checked = await scan({ event: event.id, ticket: second });
    expect(checked.json<CheckInResult>().message).toBe('Checked in: Ticket #2, Guest 2');

    const undo = await t.inject({
      method: 'POST',
      url: apiPaths.checkInUndo(second),
      headers: { cookie },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json<CheckInResult>()).toMatchObject({ checked_in_at: null });
    expect((await roster(event.id)).totals.checked_in).toBe(0);
    // Undone twice: refused; and the ticket can be checked in again.
    const twice = await t.inject({
      method: 'POST',
      url: apiPaths.checkInUndo(second),
      headers: { cookie },
    });
    expect(twice.statusCode).toBe(409);
    expect((await scan({ event: event.id, ticket: second })).statusCode).toBe(200);
  });

  it('refuses another event’s ticket, a cancelled or unpaid booking and a wrong code, naming the field, changing nothing', async () => {
    const tonight = await insertEvent(t.db, { priceCents: 0 });
    const other = await insertEvent(t.db, { priceCents: 0 });
    const elsewhere = await book(other.id, 1);
    const cancelled = await book(tonight.id, 1);
    await t.inject({
      method: 'POST',
      url: apiPaths.bookingCancellation(cancelled.booking_id),
      payload: { token: cancelled.manage_token },
    });
    const paidEvent = await insertEvent(t.db, { priceCents: 1000 });
    const pending = await book(paidEvent.id, 1, { payment_method: 'card' });

    const cases: [object, number, string, string][] = [
      [{ event: tonight.id, code: code(elsewhere, 0) }, 409, 'code', CHECK_IN_OTHER_EVENT_MESSAGE],
      [{ event: tonight.id, code: code(cancelled, 0) }, 409, 'code', CHECK_IN_CANCELLED_MESSAGE],
      [{ event: paidEvent.id, code: code(pending, 0) }, 409, 'code', CHECK_IN_NOT_PAID_MESSAGE],
      [
        { event: tonight.id, code: '00000-00000-00000-00000' },
        400,
        'code',
        CHECK_IN_CODE_UNKNOWN_MESSAGE,
      ],
      [{ event: tonight.id, code: 'bid123' }, 400, 'code', CHECK_IN_CODE_FORMAT_MESSAGE],
      [{ event: tonight.id, ticket: 2_000_000 }, 400, 'ticket', CHECK_IN_CODE_UNKNOWN_MESSAGE],
    ];
    for (const [payload, status, field, message] of cases) {
      const response = await scan(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status });
      expect(response.json()).toMatchObject({ fields: { [field]: message } });
    }
    expect((await roster(other.id)).totals.checked_in).toBe(0);
    expect((await roster(tonight.id)).totals.checked_in).toBe(0);
  });

  it('is for administrators only', async () => {
    const event = await insertEvent(t.db, { priceCents: 0 });
    const booking = await book(event.id, 1);
    expect((await scan({ event: event.id, code: code(booking, 0) }, {})).statusCode).toBe(401);
    const list = await t.inject({ method: 'GET', url: apiPaths.eventRoster(event.id) });
    expect(list.statusCode).toBe(401);
  });

  // How fast a scan is answered is the benchmark's (`npm run bench:check-in -w api`,
  // docs/check-in.md): a unit test on a busy CI machine proves the outcome only.
  it('answers each of 20 simultaneous scans of one ticket once, and checks it in once', async () => {
    const event = await insertEvent(t.db, { priceCents: 0 });
    const booking = await book(event.id, 1);
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await scan({ event: event.id, code: code(booking, 0) })).statusCode,
      ),
    );
    expect(statuses).toHaveLength(20);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await roster(event.id)).totals.checked_in).toBe(1);
    const checkIns = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'check_in'), eq(auditLog.entity, 'ticket')));
    const ticketId = String(booking.tickets[0]?.id);
    expect(checkIns.filter((row) => row.entityId === ticketId)).toHaveLength(1);
  });
});
