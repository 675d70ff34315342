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
  /** Administrators: the campaigns (GET, newest first) and a new draft (POST). */
  campaigns: '/api/campaigns/',
  /** Administrators: one campaign (GET), a draft changed (PUT) or deleted (DELETE). */
  campaign: pathById('/api/campaigns/:id/'),
  /** Administrators: the campaign's mail as a recipient gets it (POST: the form's draft, unsaved). */
  campaignPreview: '/api/campaigns/preview/',
  /** Administrators: the campaign mailed to the signed-in administrator, through the outbox. */
  campaignTest: pathPattern('/api/campaigns/:id/test/', (id: number) => ({ id })),
  /** Administrators: send now, or at `scheduled_at`. */
  campaignSend: pathPattern('/api/campaigns/:id/send/', (id: number) => ({ id })),
  /** Administrators: the report of a sent (or sending) campaign. */
  campaignReport: pathPattern('/api/campaigns/:id/report/', (id: number) => ({ id })),
  /** Administrators: every mail the site sent or is sending (`?q=` an address). */
  mail: '/api/mail/',
  /** Administrators: queue a mail that failed again. */
  mailResend: pathPattern('/api/mail/:id/resend/', (id: number) => ({ id })),
  /** The course application (/application); administrators list them. */
  courseRegistrations: '/api/course-registrations/',
} as const;
