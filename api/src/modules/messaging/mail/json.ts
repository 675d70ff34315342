/** The JSON this feature answers with (see openapi/schemas.ts). */
import { MAIL_KINDS, MAIL_STATUSES, type OutboxMail } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime } from '../../../openapi/schemas';

export const outboxMailJson = shapeOf<OutboxMail>()(
  z.object({
    id,
    kind: z.enum(Object.keys(MAIL_KINDS) as [keyof typeof MAIL_KINDS]),
    to: z.string(),
    subject: z.string(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.int().nonnegative(),
    last_error: z.string().nullable().describe("The SMTP server's answer to the last attempt"),
    message_id: z.string().describe('The same on every attempt'),
    created_at: dateTime,
    sent_at: dateTime.nullable(),
    next_attempt_at: dateTime.nullable(),
  }),
);
