import { buildEvent } from '@parish/shared-types/testing';
import {
  bookableEvents,
  bookingKey,
  requestedKey,
  initialTicketValues,
  orderTotal,
  shownTicketCount,
  toBookingDetails,
  type TicketFormValues,
} from '../ticketForm';

const values = (overrides: Partial<TicketFormValues>): TicketFormValues => ({
  ...initialTicketValues('7'),
  ...overrides,
});

describe('the booking form’s values', () => {
  it('sends exactly one details block per ticket, blank ones for blocks never touched', () => {
    const typed = values({
      number_of_tickets: ' 2 ',
      tickets: [{ name: 'Ann', email: 'ann@example.org', phone_number: '1' }],
    });
    expect(toBookingDetails(typed)).toEqual({
      event: '7',
      number_of_tickets: 2,
      tickets: [
        { name: 'Ann', email: 'ann@example.org', phone_number: '1' },
        { name: '', email: '', phone_number: '' },
      ],
    });
  });

  it('keeps blocks beyond the count out of the booking', () => {
    const typed = values({
      number_of_tickets: '1',
      tickets: [
        { name: 'Ann', email: 'a@example.org', phone_number: '1' },
        { name: 'Bo', email: 'b@example.org', phone_number: '2' },
      ],
    });
    expect(toBookingDetails(typed).tickets).toHaveLength(1);
  });

  it.each(['', 'abc', '0', '1.5', '-2', '51'])(
    'shows one block while the count %j is not one a booking may have',
    (count) => {
      expect(shownTicketCount(values({ number_of_tickets: count }))).toBe(1);
    },
  );

  it('totals tickets × price to the cent, and nothing while the count is not a number', () => {
    const event = buildEvent({ price: 12.1 });
    expect(orderTotal(values({ number_of_tickets: '3' }), event)).toBe(36.3);
    expect(orderTotal(values({ number_of_tickets: 'x' }), event)).toBe(0);
  });
});

describe('the events offered', () => {
  it('are those dated today or later, by date and time', () => {
    const events = [
      buildEvent({ id: 1, date: '2026-12-25', time: '18:00:00' }),
      buildEvent({ id: 2, date: '2026-11-22' }),
      buildEvent({ id: 3, date: '2026-11-23', time: '20:00:00' }),
      buildEvent({ id: 4, date: '2026-11-23', time: '08:00:00' }),
    ];
    expect(bookableEvents(events, '2026-11-23').map((event) => event.id)).toEqual([4, 3, 1]);
  });
});

describe('booking one date of a repeating event', () => {
  const recurrence = {
    repeat: 'weekly' as const,
    rule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=8',
    starts: '2099-06-07',
    until: null,
    count: 8,
    exceptions: [],
  };
  const sundays = ['2099-06-07', '2099-06-14'].map((date) =>
    buildEvent({ id: 4, title: 'Sunday Mass', date, recurrence }),
  );

  it('sends the chosen date with the event, and nothing extra for a single event', () => {
    expect(toBookingDetails(values({ event: '4-2099-06-14' }))).toMatchObject({
      event: '4',
      occurrence: '2099-06-14',
    });
    expect(toBookingDetails(values({ event: '7' }))).toMatchObject({
      event: '7',
      occurrence: undefined,
    });
  });

  it('chooses the date the address asks for, or the first one to come', () => {
    expect(requestedKey(sundays, '4', '2099-06-14')).toBe('4-2099-06-14');
    expect(requestedKey(sundays, '4', '')).toBe('4-2099-06-07');
    expect(requestedKey(sundays, '9', '')).toBe('9');
    expect(bookingKey({ event: 4, occurrence: '2099-06-14' })).toBe('4-2099-06-14');
  });
});
