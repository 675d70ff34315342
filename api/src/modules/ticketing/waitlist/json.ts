/** The JSON this feature answers with (see openapi/schemas.ts). */
import {
  WAITLIST_STATUSES,
  type AdminWaitlistEntry,
  type WaitlistEntry,
} from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime, occurrenceDate } from '../../../openapi/schemas';

const waitlistEntryShape = {
  event: id,
  event_name: z.string(),
  event_date: z.iso.date(),
  event_time: z.iso.time(),
  occurrence: occurrenceDate,
  name: z.string(),
  number_of_tickets: z.int(),
  status: z.enum(WAITLIST_STATUSES),
  position: z.int().nullable().describe('1 for the first in line; null once not waiting'),
  offer_expires_at: dateTime.nullable().describe('While offered: until when the seats are held'),
};

export const waitlistEntryJson = shapeOf<WaitlistEntry>()(z.object(waitlistEntryShape));

export const adminWaitlistEntryJson = shapeOf<AdminWaitlistEntry>()(
  z.object({
    ...waitlistEntryShape,
    id,
    email: z.string(),
    joined_at: dateTime,
    booking_id: z.string().nullable(),
  }),
);
