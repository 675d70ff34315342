/** The API's paths of messages to the office, the newsletter, the outbox, course registrations (see apiPaths in api.ts). */
import { pathById, pathPattern } from '../paths';

export const messagingPaths = {
  contact: '/api/contact/',
  /** Administrators: one contact message (DELETE moves it to the trash). */
  contactMessage: pathById('/api/contact/:id/'),
  /** The chat assistant's prayer requests and questions, delivered as contact messages. */
  chatMessages: '/api/contact/chat/',
  /** Administrators: a contact message's attachment, by the name the server gave it. */
  contactAttachment: pathPattern('/api/contact/attachments/:name', (name: string) => ({ name })),
  newsletter: '/api/newsletter/',
  /** The link in the confirmation mail: the address counts as subscribed from then on. */
  newsletterConfirm: '/api/newsletter/confirm/',
  /**
   * Leaves the newsletter by the token of a mail's link: JSON `{token}` from
   * the site's page, or RFC 8058's one-click POST (`?token=` in the URL).
   */
  newsletterUnsubscribe: '/api/newsletter/unsubscribe/',
  /** The topics offered (GET, in the office's order); administrators add one (POST). */
  newsletterTopics: '/api/newsletter/topics/',
  /** Administrators: every topic, retired ones too. */
  newsletterTopicsAll: '/api/newsletter/topics/all/',
  /** One topic (GET); administrators change or retire it (PUT). */
  newsletterTopic: pathById('/api/newsletter/topics/:id/'),
  /**
   * Leaves one topic by the token of a mail's link (JSON `{token}`, or RFC
   * 8058's one-click POST with `?token=`): the link a campaign's mail carries.
   */
  newsletterTopicUnsubscribe: pathPattern(
    '/api/newsletter/topics/:id/unsubscribe/',
    (id: number) => ({ id }),
  ),
  /** The preference page's: one address's topics and pause, by its mail's token in the body (POST reads, PUT saves). */
  newsletterPreferences: '/api/newsletter/preferences/',
  /** Administrators: every mail the site sent or is sending (`?q=` an address). */
  mail: '/api/mail/',
  /** Administrators: queue a mail that failed again. */
  mailResend: pathPattern('/api/mail/:id/resend/', (id: number) => ({ id })),
  /** The course application (/application); administrators list them. */
  courseRegistrations: '/api/course-registrations/',
} as const;
