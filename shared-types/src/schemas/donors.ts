import { z } from 'zod';
import { MAIL_TOKEN_PATTERN } from '../messages';
import { requiredEmail } from './fields';

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
