/** The JSON this feature answers with (see openapi/schemas.ts). */
import type { OfficeOverview } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf } from '../../../openapi/schemas';

const count = z.int().nonnegative();

export const officeOverviewJson = shapeOf<OfficeOverview>()(
  z.object({
    today: z.iso.date(),
    week_from: z.iso.date().describe('The first of the last seven days, today included'),
    messages: z.object({ form: count, prayer_request: count, question: count }).optional(),
    sign_ups: z.object({ ministry_interests: count, course_registrations: count }).optional(),
    events_today: z.object({ events: count, tickets: count, checked_in: count }).optional(),
    failed_mails: z.object({ count }).optional(),
    sacrament_requests: z
      .object({ new: count.describe('Requests in the status new, whenever sent') })
      .optional(),
    gifts: z.object({ count, total_cents: count }).optional(),
  }),
);
