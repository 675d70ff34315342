/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type CheckInResult, type EventRoster } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime, occurrenceDate } from '../../../openapi/schemas';

export const checkInResultJson = shapeOf<CheckInResult>()(
  z.object({
    ticket_id: id,
    ticket_number: z.int(),
    name: z.string(),
    booking_id: z.string(),
    event: id,
    checked_in_at: dateTime.nullable(),
    message: z.string(),
  }),
);

export const eventRosterJson = shapeOf<EventRoster>()(
  z.object({
    event: z.object({
      id,
      title: z.string(),
      date: z.iso.date(),
      time: z.iso.time(),
      max_attendees: z.int(),
      occurrence: occurrenceDate,
    }),
    totals: z.object({ booked: z.int(), checked_in: z.int(), seats_left: z.int() }),
    attendees: z.array(
      z.object({
        ticket_id: id,
        ticket_number: z.int(),
        name: z.string(),
        booking_id: z.string(),
        booker: z.string(),
        checked_in_at: dateTime.nullable(),
      }),
    ),
  }),
);
