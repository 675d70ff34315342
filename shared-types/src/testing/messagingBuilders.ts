/** Test data of messaging: contact messages, course registrations, newsletter subscriptions, outbox mails (see builders.ts). */
import type { NewsletterSubscription, OutboxMail } from '../api';
import type { ContactMessage, CourseRegistration } from '../messaging/entities';
import { nextTestId } from './builders';

/** A valid body for `POST /api/course-registrations/`. */
export function buildCourseRegistrationInput(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Peter',
    last_name: 'Nguyen',
    email: 'peter@example.org',
    course: 'history',
    ...overrides,
  };
}

/** A course registration as `GET /api/course-registrations/` returns it. */
export function buildCourseRegistration(
  overrides: Partial<CourseRegistration> = {},
): CourseRegistration {
  return {
    id: overrides.id ?? nextTestId(),
    first_name: 'Peter',
    last_name: 'Nguyen',
    email: 'peter@example.org',
    course: 'history',
    created_at: '2026-11-22T16:05:00.000Z',
    ...overrides,
  };
}

/** A contact message as `GET /api/contact/` returns it (administrators). */
export function buildContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    name: `Visitor ${id}`,
    email: `visitor${id}@example.org`,
    phone_number: '555-0123',
    message: 'What time is the Saturday vigil Mass?',
    who_is_this_for: '',
    attachment: null,
    created_at: '2026-11-20T14:00:00Z',
    ...overrides,
  };
}

/** A newsletter subscriber as `GET /api/newsletter/` returns it (administrators). */
export function buildNewsletterSubscription(
  overrides: Partial<NewsletterSubscription> = {},
): NewsletterSubscription {
  return {
    email: `reader${nextTestId()}@example.org`,
    subscribed_at: '2026-10-02T08:00:00Z',
    status: 'subscribed',
    confirmed_at: '2026-10-02T08:05:00Z',
    ...overrides,
  };
}

/** A mail of the outbox as `GET /api/mail/` returns it (administrators). */
export function buildOutboxMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    kind: 'contact_acknowledgement',
    to: `visitor${id}@example.org`,
    subject: 'We received your message',
    status: 'sent',
    attempts: 1,
    last_error: null,
    message_id: `<mail-${id}@holytrinity.example>`,
    created_at: '2026-11-02T09:00:00Z',
    sent_at: '2026-11-02T09:00:02Z',
    next_attempt_at: null,
    ...overrides,
  };
}
