import type { Booking, Ticket } from '@parish/shared-types';

/** An attendee as the API returns it inside a booking. */
export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 1,
    name: 'Maria Lopez',
    email: 'maria@example.org',
    phone_number: '555-0101',
    paid: true,
    ...overrides,
  };
}

/** A booking as GET /api/bookings/{id}/ returns it; tests override what they assert. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    booking_id: 'bidA1b2C3d4E5',
    event: 7,
    event_name: 'Advent Lessons and Carols',
    event_date: '2026-12-13',
    event_time: '18:30:00',
    number_of_tickets: 1,
    total_price: 15,
    payment_method: 'card',
    status: 'confirmed',
    booked_at: '2026-11-22T16:05:00Z',
    tickets: [makeTicket()],
    ...overrides,
  };
}
