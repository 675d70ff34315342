import { z } from 'zod';
import { optionalText, requiredInteger, requiredText } from '../schemas/fields';
import { mailTokenSchema, type NewsletterStatus } from './mail';

/*
 * The newsletter's topics (issue 37, docs/communications.md): what the
 * office writes about (Parish news, Bulletin, Youth…), each with its name
 * and description in English and Spanish. A visitor subscribes to one or
 * more; a person changes them, pauses every mail or leaves on the
 * preference page their mails link to, with no login. A retired topic keeps
 * its subscriptions and leaves the public forms.
 */

export const TOPIC_NAME_MESSAGE = 'Please enter the topic’s name';
export const TOPIC_POSITION_MESSAGE = 'Please enter its place in the list, such as 1';
export const TOPIC_NOT_FOUND_MESSAGE = 'Topic not found';
export const TOPICS_REQUIRED_MESSAGE = 'Please choose at least one topic.';
export const TOPIC_NOT_OFFERED_MESSAGE =
  'One of these topics is no longer offered. Please reload the page and choose again.';

/** A topic as the office writes it (the dashboard's form, `POST` and `PUT`). */
export const newsletterTopicSchema = z.object({
  name: requiredText(TOPIC_NAME_MESSAGE, 80),
  /** Blank: the English name is shown on Spanish pages too. */
  name_es: optionalText(80),
  description: optionalText(300, { multiline: true }),
  description_es: optionalText(300, { multiline: true }),
  /** Lower first in every list of topics. */
  position: requiredInteger(TOPIC_POSITION_MESSAGE, { min: 0, max: 999 }),
  /** Retired: kept with its subscribers and history, offered nowhere. */
  retired: z.boolean().default(false),
});
export type NewsletterTopicInput = z.output<typeof newsletterTopicSchema>;

/** `GET /api/newsletter/topics/` (active ones) and the office's list (every one). */
export interface NewsletterTopic extends NewsletterTopicInput {
  id: number;
}

/** Topic ids as a form sends them (checkboxes send text): each once, at least one. */
export const topicIdsSchema = z
  .array(
    z.coerce.number({ error: TOPIC_NOT_OFFERED_MESSAGE }).int().positive().max(2_147_483_647),
    {
      error: TOPICS_REQUIRED_MESSAGE,
    },
  )
  .min(1, TOPICS_REQUIRED_MESSAGE)
  .max(50, TOPIC_NOT_OFFERED_MESSAGE)
  .transform((ids) => [...new Set(ids)]);

/** The preference page's form: the topics kept, and whether every mail is paused. */
export const newsletterPreferenceChoicesSchema = z.object({
  topics: topicIdsSchema,
  /** Nothing is sent while paused; the topics are kept for when it resumes. */
  paused: z.boolean().default(false),
});
export type NewsletterPreferenceChoices = z.output<typeof newsletterPreferenceChoicesSchema>;

/** `PUT /api/newsletter/preferences/`: the choices with the token of the mail's link. */
export const newsletterPreferencesSchema = mailTokenSchema.extend(
  newsletterPreferenceChoicesSchema.shape,
);
export type NewsletterPreferencesInput = z.output<typeof newsletterPreferencesSchema>;

/**
 * One subscriber's preferences, as their own link shows them: their address,
 * whether they are subscribed, paused, and which of the offered topics they
 * receive. Nothing about any other address.
 */
export interface NewsletterPreferences {
  email: string;
  status: NewsletterStatus;
  paused: boolean;
  /** The ids of the offered topics this address receives. */
  topics: number[];
  /** Every topic offered, in the office's order. */
  offered: NewsletterTopic[];
}
