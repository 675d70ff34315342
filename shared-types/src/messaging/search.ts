import { z } from 'zod';
import { requiredDate } from '../schemas/fields';

/**
 * Where a message to the office came from: the contact form, or the chat
 * assistant's prayer request or question (delivered as a message too).
 */
export const CONTACT_SOURCES = ['form', 'prayer_request', 'question'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_SOURCE_LABELS: Record<ContactSource, string> = {
  form: 'Contact form',
  prayer_request: 'Prayer requests',
  question: 'Questions from the chat',
};

export const UNKNOWN_CONTACT_SOURCE_MESSAGE = 'Choose where the messages came from.';

/** The first day (UTC) of what a list of things received keeps: `?from=YYYY-MM-DD`. */
const receivedFrom = requiredDate('Enter a start date.').optional();

/** `GET /api/ministry-interests/` and `/api/course-registrations/`: `?from=` keeps what arrived that day or later. */
export const receivedSearchSchema = z.object({ from: receivedFrom });
export type ReceivedSearch = z.output<typeof receivedSearchSchema>;

/** `GET /api/contact/?from=&source=`: messages received from a day on, from one source. */
export const contactSearchSchema = z.object({
  from: receivedFrom,
  source: z.enum(CONTACT_SOURCES, { error: UNKNOWN_CONTACT_SOURCE_MESSAGE }).optional(),
});
export type ContactSearch = z.output<typeof contactSearchSchema>;
