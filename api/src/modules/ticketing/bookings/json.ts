/** The JSON this feature answers with (see openapi/schemas.ts). */
import {
  BOOKING_STATUSES,
  PAYMENT_METHODS,
  type Booking,
  REFUND_STATUSES,
} from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime, occurrenceDate } from '../../../openapi/schemas';

export const bookingJson = shapeOf<Booking>()(
  z.object({
    booking_id: z.string(),
    event: id,
    event_name: z.string(),
    event_date: z.iso.date().describe('The occurrence’s date, for a repeating event'),
    event_time: z.iso.time(),
    occurrence: occurrenceDate,
    number_of_tickets: z.int(),
    total_price: z.number().describe('Dollars, computed by the server'),
    payment_method: z.enum(PAYMENT_METHODS),
    status: z.enum(BOOKING_STATUSES),
    booked_at: dateTime,
    hold_expires_at: dateTime
      .nullable()
      .describe('While pending: when its seats stop being held unless the payment completes'),
    refund_requested_at: dateTime
      .nullable()
      .describe('A paid booking the visitor cancelled: when its payment was marked for refund'),
    manage_token: z
      .string()
      .nullable()
      .describe('Only in the booker’s view (the answer that makes it, or asked with the token)'),
    tickets: z.array(
      z.object({
        id,
        name: z.string(),
        email: z.string().describe('Masked in the public view'),
        phone_number: z.string().describe('Masked in the public view'),
        paid: z.boolean(),
        check_in_code: z
          .string()
          .nullable()
          .describe('XXXXX-XXXXX-XXXXX-XXXXX; only in the booker’s and administrators’ views'),
        checked_in_at: dateTime.nullable(),
      }),
    ),
    cancellation_reason: z
      .string()
      .nullable()
      .optional()
      .describe('Cancelled by the parish office: its reason'),
    refund_status: z
      .enum(REFUND_STATUSES)
      .nullable()
      .optional()
      .describe('Cancelled by the office after payment: the refund requested or done'),
  }),
);
