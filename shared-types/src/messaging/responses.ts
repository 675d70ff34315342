/** What the API answers in the messaging domain (its paths: ./paths.ts). */
import type { MailKind, MailStatus, NewsletterStatus } from './mail';

/** `POST /api/contact/` and `POST /api/contact/chat/`: what the sender gets back. */
export interface ContactReceipt {
  id: number;
  received_at: string;
}

/**
 * `POST /api/newsletter/`: always 202 and this (`NEWSLETTER_SIGN_UP_MESSAGE`),
 * whether or not the address was already on the list.
 */
export interface NewsletterSignUpAnswer {
  message: string;
}

/**
 * A subscriber (administrators' list; the confirm and unsubscribe links'
 * answers). A new address is `pending` until its confirm link is used.
 */
export interface NewsletterSubscription {
  email: string;
  /** When the address was first given. */
  subscribed_at: string;
  status: NewsletterStatus;
  /** When the confirm link was used; null while pending. */
  confirmed_at: string | null;
}

/** `GET /api/mail/` (administrators): one mail of the outbox. */
export interface OutboxMail {
  id: number;
  kind: MailKind;
  to: string;
  subject: string;
  status: MailStatus;
  /** Delivery attempts so far. */
  attempts: number;
  /** Why the last attempt failed (the SMTP server's answer), if it did. */
  last_error: string | null;
  /** The mail's Message-ID, the same on every attempt. */
  message_id: string;
  created_at: string;
  sent_at: string | null;
  /** When a queued mail is tried next. */
  next_attempt_at: string | null;
}
