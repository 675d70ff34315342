/**
 * Links that act (reset a password, sign a donor in, manage a booking, claim
 * or leave a waitlist place, confirm or leave the newsletter) are secrets:
 * whoever reads them can use them. The outbox keeps them only until the
 * mail is delivered; then they are replaced by `FORGOTTEN_LINK` in the
 * mail's kept data (the dashboard's outbox shows no mail's data anyway). A
 * failed mail keeps them, so Resend can still deliver it, unless they have
 * expired (`linkExpired`).
 */
import type { MailKind } from '@parish/shared-types';
import type { MailData } from './kinds';

export const FORGOTTEN_LINK = '[sent: link forgotten]';

/** The data fields of each kind of mail that carry a secret link. */
export const SECRET_LINK_FIELDS: { [K in MailKind]?: readonly (keyof MailData[K] & string)[] } = {
  booking_confirmed: ['manageUrl'],
  waitlist_joined: ['leaveUrl'],
  waitlist_offer: ['claimUrl', 'leaveUrl'],
  newsletter_confirm: ['confirmUrl', 'unsubscribeUrl', 'oneClickUnsubscribeUrl', 'preferencesUrl'],
  newsletter_welcome: ['unsubscribeUrl', 'oneClickUnsubscribeUrl', 'preferencesUrl'],
  donor_sign_in: ['signInUrl'],
  password_reset: ['resetUrl'],
};

/** The mail's data with its secret links forgotten; null when it has none. */
export function withLinksForgotten(kind: string, data: unknown): Record<string, unknown> | null {
  const fields = SECRET_LINK_FIELDS[kind as MailKind];
  if (!fields || typeof data !== 'object' || data === null) return null;
  const kept: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const field of fields) if (field in kept) kept[field] = FORGOTTEN_LINK;
  return kept;
}

/**
 * Whether the mail's links no longer work: a reset or sign-in link, or a
 * waitlist offer, past its `expiresAt`. Such a mail is not sent again.
 */
export function linkExpired(kind: string, data: unknown, now: Date): boolean {
  if (!SECRET_LINK_FIELDS[kind as MailKind]) return false;
  const expiresAt = (data as { expiresAt?: unknown } | null)?.expiresAt;
  return typeof expiresAt === 'string' && Date.parse(expiresAt) <= now.getTime();
}
