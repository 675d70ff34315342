import { z } from 'zod';
import type { AdminRole } from '../roles';
import { MAIL_LINK_INVALID_MESSAGE, MAIL_TOKEN_PATTERN } from '../messages';
import {
  isEmailAddress,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredText,
} from '../schemas/fields';

/**
 * What the site mails people (docs/mail.md): who a receipt goes to, the
 * newsletter's double opt-in, and the outbox administrators read.
 */

export const PAYER_NAME_REQUIRED_MESSAGE = 'Please enter your name for the receipt.';
export const PAYER_EMAIL_REQUIRED_MESSAGE = 'Please enter your email address for the receipt.';
export const PAYER_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';

/**
 * Who pays for a gift or a purchase, so a receipt can reach them. The API
 * accepts a payment without them (an older page, a gift left anonymous),
 * which then gets no receipt by mail; the giving form and the shop's
 * purchase dialog ask for both (`receiptContactSchema`).
 */
export const payerFields = {
  payer_name: optionalText(200),
  payer_email: z
    .string({ error: PAYER_EMAIL_INVALID_MESSAGE })
    .trim()
    .max(254, PAYER_EMAIL_INVALID_MESSAGE)
    .refine((value) => value === '' || isEmailAddress(value), PAYER_EMAIL_INVALID_MESSAGE)
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
};

/** The name and e-mail fields of the giving form and the purchase dialog: both required. */
export const receiptContactSchema = z.object({
  payer_name: requiredText(PAYER_NAME_REQUIRED_MESSAGE, 200),
  payer_email: requiredEmail(PAYER_EMAIL_REQUIRED_MESSAGE, PAYER_EMAIL_INVALID_MESSAGE),
});
export type ReceiptContact = z.output<typeof receiptContactSchema>;
export type ReceiptContactValues = z.input<typeof receiptContactSchema>;

export const mailTokenSchema = z.object({
  token: z
    .string({ error: MAIL_LINK_INVALID_MESSAGE })
    .trim()
    .regex(MAIL_TOKEN_PATTERN, MAIL_LINK_INVALID_MESSAGE),
});
export type MailTokenInput = z.output<typeof mailTokenSchema>;

/**
 * `pending` until the confirm link is used (double opt-in); only
 * `subscribed` addresses are sent the newsletter.
 */
export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** What the outbox does with a mail: `sending` while one API process delivers it. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Every kind of mail the site sends, by the name the outbox keeps. */
export const MAIL_KINDS = {
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  booking_cancelled_office: 'Booking cancelled (office)',
  gift_receipt: 'Gift receipt',
  purchase_receipt: 'Purchase receipt',
  contact_office: 'Contact message (office)',
  contact_acknowledgement: 'Contact message received',
  ministry_interest_office: 'Ministry interest (office)',
  course_registration_office: 'Course registration (office)',
  chat_office: 'Chat assistant (office)',
  newsletter_confirm: 'Newsletter: confirm',
  newsletter_welcome: 'Newsletter: subscribed',
  campaign: 'Newsletter: campaign',
  donor_sign_in: 'My Giving: sign-in link',
  renewal_failed: 'Recurring gift: payment failed',
  waitlist_joined: 'Waitlist: joined',
  waitlist_offer: 'Waitlist: seats offered',
  recurring_gift_changed: 'Recurring gift: changed by the donor',
  year_end_statement: 'Year-end giving statement',
  password_reset: 'Administrator: password reset link',
  new_device_sign_in: 'Administrator: sign-in from a new device',
  mass_intention: 'Mass intention: received, confirmed or moved',
  sacrament_acknowledgement: 'Sacrament request received',
  sacrament_scheduled: 'Sacrament request scheduled',
} as const;
export type MailKind = keyof typeof MAIL_KINDS;

/**
 * Mails about a donor's money: gift and purchase receipts, a recurring
 * gift's failed renewal or change, year-end statements, My Giving's
 * sign-in links. In the outbox they are the finance role's and the owners'
 * alone; editors (the office) see every other kind (docs/roles.md).
 */
export const FINANCE_MAIL_KINDS = [
  'gift_receipt',
  'purchase_receipt',
  'renewal_failed',
  'recurring_gift_changed',
  'year_end_statement',
  'donor_sign_in',
] as const satisfies readonly MailKind[];

/**
 * Mails about a sacrament request: what a family asked for is sensitive, so
 * in the outbox they are the sacraments role's and the owners' alone.
 */
export const SACRAMENT_MAIL_KINDS = [
  'sacrament_acknowledgement',
  'sacrament_scheduled',
] as const satisfies readonly MailKind[];

/** The kinds of mail an administrator with `roles` sees (and may resend) in the outbox. */
export function outboxMailKindsFor(roles: readonly AdminRole[]): MailKind[] {
  const finance: readonly MailKind[] = FINANCE_MAIL_KINDS;
  const sacraments: readonly MailKind[] = SACRAMENT_MAIL_KINDS;
  const roleOf = (kind: MailKind): AdminRole =>
    finance.includes(kind) ? 'finance' : sacraments.includes(kind) ? 'sacraments' : 'editor';
  return (Object.keys(MAIL_KINDS) as MailKind[]).filter(
    (kind) => roles.includes('owner') || roles.includes(roleOf(kind)),
  );
}

export const UNKNOWN_MAIL_STATUS_MESSAGE = 'Choose a status: queued, sending, sent or failed.';

/** `GET /api/mail/?q=&status=&from=`: by address, status and the day (UTC) it was written from. */
export const mailSearchSchema = z.object({
  q: optionalText(254),
  status: z.enum(MAIL_STATUSES, { error: UNKNOWN_MAIL_STATUS_MESSAGE }).optional(),
  from: requiredDate('Enter a start date.').optional(),
});
export type MailSearch = z.output<typeof mailSearchSchema>;
