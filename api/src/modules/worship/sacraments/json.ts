/** The JSON sacrament requests answer with (see openapi/schemas.ts). */
import {
  SACRAMENT_KINDS,
  SACRAMENT_STATUSES,
  type SacramentReceipt,
  type SacramentRequest,
  type SacramentRequestSummary,
} from '@parish/shared-types/sacraments';
import { z } from 'zod';
import { dateTime, id, nullableText, shapeOf } from '../../../openapi/schemas';

const summaryShape = {
  id,
  kind: z.enum(SACRAMENT_KINDS),
  status: z.enum(SACRAMENT_STATUSES),
  requester_name: z.string(),
  assigned_to: nullableText.describe('The priest or staff member who takes it'),
  scheduled_date: nullableText.describe("YYYY-MM-DD in the parish's time zone"),
  created_at: dateTime,
};

export const sacramentRequestSummaryJson = shapeOf<SacramentRequestSummary>()(
  z.object(summaryShape),
);

export const sacramentRequestJson = shapeOf<SacramentRequest>()(
  z.object({
    ...summaryShape,
    requester_email: z.string(),
    requester_phone: z.string(),
    message: nullableText,
    language: z.string().describe("The page's language: the family's mails are written in it"),
    details: z
      .record(z.string(), z.string().nullable())
      .describe("The sacrament's own answers, by field (the request schema's names)"),
    notes: nullableText.describe('Private to the office: never shown or mailed to the family'),
    scheduled_time: nullableText.describe("HH:MM:SS in the parish's time zone"),
    scheduled_place: nullableText,
    documents: z.array(
      z.object({
        name: z.string().describe('Its download name: GET /api/sacraments/{id}/documents/{name}'),
        url: z.string().describe('That download path'),
        filename: z.string(),
        content_type: z.string(),
        size: z.int(),
      }),
    ),
  }),
);

export const sacramentReceiptJson = shapeOf<SacramentReceipt>()(z.object({ id }));
