import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { MAIL_TOKEN_PATTERN } from '../messages';
import { requiredEmail } from '../schemas/fields';

/**
 * My Giving (`/my-giving`): a donor signs in by a link mailed to their
 * address (single use, 30 minutes, no password) and sees their own gifts.
 */

export const DONOR_EMAIL_REQUIRED_MESSAGE = 'Please enter the email address you give with.';
export const DONOR_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
/** The same answer whether the address gave before or not: nobody learns who gives. */
export const DONOR_SIGN_IN_SENT_MESSAGE =
  'If that address has given to the parish, a sign-in link is on its way. It works once, within 30 minutes.';
export const DONOR_LINK_INVALID_MESSAGE =
  'This sign-in link has expired or was already used. Please ask for a new one.';
export const DONOR_SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to see your giving.';

/** How long a mailed sign-in link works. */
export const DONOR_SIGN_IN_TTL_MINUTES = 30;

export const donorSignInInputSchema = z.object({
  email: requiredEmail(DONOR_EMAIL_REQUIRED_MESSAGE, DONOR_EMAIL_INVALID_MESSAGE),
});
export type DonorSignInInput = z.output<typeof donorSignInInputSchema>;
export type DonorSignInValues = z.input<typeof donorSignInInputSchema>;

export const donorSessionInputSchema = z.object({
  token: z
    .string({ error: DONOR_LINK_INVALID_MESSAGE })
    .trim()
    .regex(MAIL_TOKEN_PATTERN, DONOR_LINK_INVALID_MESSAGE),
});
export type DonorSessionInput = z.output<typeof donorSessionInputSchema>;

export const DONOR_LANGUAGE_MESSAGE = 'Choose English or Spanish.';

/** My Giving: the language the donor's receipts, statements and mails are written in. */
export const donorLanguageInputSchema = z.object({
  language: z.enum(LANGUAGES, { error: DONOR_LANGUAGE_MESSAGE }),
});
export type DonorLanguageInput = z.output<typeof donorLanguageInputSchema>;
export type DonorLanguageValues = z.input<typeof donorLanguageInputSchema>;

/** A recurring gift a donor asks to manage is not theirs, or does not exist: the same answer. */
export const DONOR_RECURRING_GIFT_NOT_FOUND_MESSAGE = 'Recurring gift not found';
export const RECURRING_GIFT_CANCELLED_MESSAGE = 'This recurring gift was cancelled.';
export const RECURRING_GIFT_NOT_STARTED_MESSAGE =
  'This recurring gift has not started: its first gift is not paid.';
export const RECURRING_GIFT_ALREADY_PAUSED_MESSAGE = 'This recurring gift is already paused.';
export const RECURRING_GIFT_NOT_PAUSED_MESSAGE = 'This recurring gift is not paused.';
/** What My Giving says after each change (a mail confirms it too). */
export const RECURRING_GIFT_CHANGE_NOTICES = {
  changed: 'Your recurring gift was changed. We have e-mailed you a confirmation.',
  paused: 'Your recurring gift is paused. We have e-mailed you a confirmation.',
  resumed: 'Your recurring gift is resumed. We have e-mailed you a confirmation.',
  cancelled: 'Your recurring gift was cancelled. We have e-mailed you a confirmation.',
} as const;
export type RecurringGiftChange = keyof typeof RECURRING_GIFT_CHANGE_NOTICES;
