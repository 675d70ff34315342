import { z } from 'zod';
import { PAYMENT_METHODS } from '../entities';
import { isEmailAddress } from './fields';

/** The most tickets one booking may hold; a guard against accidental bulk orders. */
export const MAX_TICKETS_PER_BOOKING = 50;

export const ticketInputSchema = z.object({
  name: z.string().trim().max(200).default(''),
  email: z.string().trim().max(254).default(''),
  phone_number: z.string().trim().max(40).default(''),
  paid: z.boolean().optional(),
});

/**
 * A booking as the booking page sends it. `total_price` is accepted for
 * compatibility with the spec's payload but ignored: the server computes it.
 */
export const bookingInputSchema = z
  .object({
    event: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z
        .number({ error: 'Please select an event.' })
        .int('Please select an event.')
        .positive('Please select an event.'),
    ),
    number_of_tickets: z
      .number({ error: 'Number of tickets must be a whole number of at least 1.' })
      .int('Number of tickets must be a whole number of at least 1.')
      .min(1, 'Number of tickets must be a whole number of at least 1.')
      .max(MAX_TICKETS_PER_BOOKING, `At most ${MAX_TICKETS_PER_BOOKING} tickets per booking.`),
    total_price: z.number().optional(),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'Choose card or PayPal.' }),
    tickets: z.array(ticketInputSchema, { error: 'Tickets are required.' }),
  })
  .superRefine((booking, ctx) => {
    if (booking.tickets.length !== booking.number_of_tickets) {
      ctx.addIssue({
        code: 'custom',
        path: ['tickets'],
        message: `Enter details for exactly ${booking.number_of_tickets} ticket(s).`,
      });
      return;
    }
    booking.tickets.forEach((ticket, index) => {
      const n = index + 1;
      if (!ticket.name || !ticket.email || !ticket.phone_number) {
        ctx.addIssue({
          code: 'custom',
          path: ['tickets', index],
          message: `Please fill in all details for ticket ${n}.`,
        });
      } else if (!isEmailAddress(ticket.email)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tickets', index, 'email'],
          message: `Please enter a valid email address for ticket ${n}.`,
        });
      }
    });
  });

export type BookingInput = z.output<typeof bookingInputSchema>;
export type TicketInput = z.output<typeof ticketInputSchema>;

/** Booking ids look like the spec's `bid1234567890` but are random. */
export const BOOKING_ID_PATTERN = /^bid[0-9A-Za-z]{6,40}$/;

export function normaliseBookingId(value: string): string {
  return value.trim();
}
