/** The API's calls of messages to the office, course registrations, the newsletter and the outbox (put together by createParishApi in client.ts). */
import {
  type ContactReceipt,
  type NewsletterSignUpAnswer,
  type NewsletterSubscription,
  type OutboxMail,
  apiPaths,
} from '../api';
import { answer, crud, listOf, noAnswer, withQuery } from '../crud';
import type { ContactMessage, CourseRegistration } from './entities';
import type { HttpClient } from '../httpClient';
import type { ChatMessageInput, ContactInput, NewsletterInput } from '../content/content';
import type { MailSearch, MailTokenInput } from './mail';
import type { ContactSearch, ReceivedSearch } from './search';
import type { CourseRegistrationInput } from './signups';
import type {
  Campaign,
  CampaignInput,
  CampaignPreview,
  CampaignReport,
  CampaignSendInput,
} from './campaigns';
import type {
  NewsletterPreferences,
  NewsletterPreferencesInput,
  NewsletterTopic,
  NewsletterTopicInput,
} from './topics';

/** A contact message as the form sends it, with an optional attached file. */
export interface ContactSubmission extends Partial<
  Pick<ContactInput, 'phone_number' | 'who_is_this_for'>
> {
  name: string;
  email: string;
  message: string;
  attachment?: Blob | null;
}

/** The multipart body of `POST /api/contact/` (spec section 7). */
export function contactFormData(submission: ContactSubmission): FormData {
  const form = new FormData();
  form.append('name', submission.name);
  form.append('email', submission.email);
  form.append('phone_number', submission.phone_number ?? '');
  form.append('message', submission.message);
  form.append('who_is_this_for', submission.who_is_this_for ?? '');
  if (submission.attachment) form.append('attachment', submission.attachment);
  return form;
}

export function messagingCalls(http: HttpClient) {
  const listAt = listOf(http);
  return {
    contact: {
      /** Administrators: every message, newest first; `search` keeps those from a day on, from one source. */
      list: (signal?: AbortSignal, search: ContactSearch = {}) =>
        answer(http.get<ContactMessage[]>(withQuery(apiPaths.contact, search), { signal })),
      send: (submission: ContactSubmission) =>
        answer(http.post<ContactReceipt>(apiPaths.contact, contactFormData(submission))),
      sendChatMessage: (input: ChatMessageInput) =>
        answer(http.post<ContactReceipt>(apiPaths.chatMessages, input)),
      /** Administrators: move a message to the trash (restored with `trash.restore`). */
      remove: (id: number) => noAnswer(http.delete<unknown>(apiPaths.contactMessage(id))),
    },
    courseRegistrations: {
      create: (input: CourseRegistrationInput) =>
        answer(http.post<CourseRegistration>(apiPaths.courseRegistrations, input)),
      /** Administrators: every registration, newest first; `search` keeps those from a day on. */
      list: (signal?: AbortSignal, search: ReceivedSearch = {}) =>
        answer(
          http.get<CourseRegistration[]>(withQuery(apiPaths.courseRegistrations, search), {
            signal,
          }),
        ),
    },
    newsletter: {
      /** The same answer whether or not the address was already on the list. */
      subscribe: (input: NewsletterInput) =>
        answer(http.post<NewsletterSignUpAnswer>(apiPaths.newsletter, input)),
      /** Administrators: every subscriber, newest first. */
      list: listAt<NewsletterSubscription>(apiPaths.newsletter),
      /** The confirm link of the mail: the address is subscribed from then on. */
      confirm: (input: MailTokenInput) =>
        answer(http.post<NewsletterSubscription>(apiPaths.newsletterConfirm, input)),
      /** The unsubscribe link of any newsletter mail. */
      unsubscribe: (input: MailTokenInput) =>
        answer(http.post<NewsletterSubscription>(apiPaths.newsletterUnsubscribe, input)),
      /** The preference page: the address's own topics and pause, by its mail's token. */
      preferences: (input: MailTokenInput) =>
        answer(http.post<NewsletterPreferences>(apiPaths.newsletterPreferences, input)),
      /** The preference page's save: the topics kept and whether mail is paused. */
      savePreferences: (input: NewsletterPreferencesInput) =>
        answer(http.put<NewsletterPreferences>(apiPaths.newsletterPreferences, input)),
    },
    newsletterTopics: {
      /** The topics offered, in the office's order (the subscribe form's choices). */
      list: listAt<NewsletterTopic>(apiPaths.newsletterTopics),
      /** Administrators: every topic, retired ones too. */
      listAll: listAt<NewsletterTopic>(apiPaths.newsletterTopicsAll),
      get: (id: number, signal?: AbortSignal) =>
        answer(http.get<NewsletterTopic>(apiPaths.newsletterTopic(id), { signal })),
      create: (input: NewsletterTopicInput) =>
        answer(http.post<NewsletterTopic>(apiPaths.newsletterTopics, input)),
      update: (id: number, input: NewsletterTopicInput) =>
        answer(http.put<NewsletterTopic>(apiPaths.newsletterTopic(id), input)),
    },
    /** Administrators: the campaigns to the topics' subscribers (docs/communications.md). */
    campaigns: {
      ...crud<Campaign, CampaignInput>(http, apiPaths.campaigns, apiPaths.campaign, 'put'),
      /** The form's campaign (saved or not) as a recipient's mail client gets it, and how many it reaches. */
      preview: (input: CampaignInput) =>
        answer(http.post<CampaignPreview>(apiPaths.campaignPreview, input)),
      /** The campaign to the signed-in administrator's own address. */
      sendTest: (id: number) => answer(http.post<Campaign>(apiPaths.campaignTest(id), {})),
      /** Now (no `scheduled_at`) or at a future time. */
      send: (id: number, input: CampaignSendInput) =>
        answer(http.post<Campaign>(apiPaths.campaignSend(id), input)),
      report: (id: number, signal?: AbortSignal) =>
        answer(http.get<CampaignReport>(apiPaths.campaignReport(id), { signal })),
    },
    mail: {
      /** Administrators: the outbox, newest first; `search` keeps an address, a status, from a day on. */
      list: (signal?: AbortSignal, search: Partial<MailSearch> = {}) =>
        answer(http.get<OutboxMail[]>(withQuery(apiPaths.mail, search), { signal })),
      /** Administrators: queue a failed mail again. */
      resend: (id: number) => answer(http.post<OutboxMail>(apiPaths.mailResend(id))),
    },
  };
}
