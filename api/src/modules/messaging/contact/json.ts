/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type ContactMessage, type ContactReceipt } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime, nullableText } from '../../../openapi/schemas';

export const contactMessageJson = shapeOf<ContactMessage>()(
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    message: z.string(),
    who_is_this_for: z.string(),
    attachment: nullableText.describe('Where administrators download the attached file'),
    created_at: dateTime,
  }),
);

export const contactReceiptJson = shapeOf<ContactReceipt>()(
  z.object({ id, received_at: dateTime }),
);
