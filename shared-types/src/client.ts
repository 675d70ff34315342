import { answer, crud, eventCalls, noAnswer } from './crud';
import {
  apiPaths,
  type CapturedOrder,
  type CheckoutSession,
  type ContactReceipt,
  type DonorSignInAnswer,
  type FundTotal,
  type MyGiving,
  type NewsletterSubscription,
  type OutboxMail,
  type Payment,
  type PaymentReceipt,
  type PaymentSetup,
  type PayPalOrder,
  type RecurringGift,
} from './api';
import type {
  Admin,
  BlogPost,
  Booking,
  CheckInResult,
  ContactMessage,
  EventRoster,
  CourseRegistration,
  DailyVerse,
  Leader,
  Ministry,
  MinistryInterest,
  Photo,
  Product,
  Video,
} from './entities';
import type { AdminCreateInput, AdminUpdateInput } from './schemas/admins';
import type { MailTokenInput } from './schemas/mail';
import type { BookingCancellationInput, BookingInput, CheckInInput } from './schemas/bookings';
import type { DonorSessionInput, DonorSignInInput } from './schemas/donors';
import type {
  BlogInput,
  ChatMessageInput,
  ContactInput,
  LeaderInput,
  LeaderPatch,
  MinistryInput,
  NewsletterInput,
  VideoInput,
} from './schemas/content';
import type {
  CaptureOrderInput,
  CheckoutSessionPayload,
  CreateOrderPayload,
  DonationPayload,
  RecurringDonationPayload,
} from './schemas/payments';
import type { ProductInput } from './schemas/products';
import type { CourseRegistrationInput, MinistryInterestInput } from './schemas/signups';

/**
 * The part of an HTTP client the typed API needs. Axios satisfies it; the
 * apps pass the site's one axios instance. A `FormData` body is sent as
 * multipart; anything else as JSON.
 */
export interface HttpClient {
  get<T>(url: string, config?: { signal?: AbortSignal }): Promise<{ data: T }>;
  post<T>(url: string, body?: unknown): Promise<{ data: T }>;
  put<T>(url: string, body?: unknown): Promise<{ data: T }>;
  patch<T>(url: string, body?: unknown): Promise<{ data: T }>;
  delete<T>(url: string): Promise<{ data: T }>;
}

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

/** The multipart body of `POST /api/media/photos/`: the image in field `file`. */
export function photoFormData(file: Blob, filename?: string): FormData {
  const form = new FormData();
  if (filename) form.append('file', file, filename);
  else form.append('file', file);
  return form;
}

/**
 * Every call of the REST API with its payload and answer types. It is
 * bundled into each app (not a shared singleton), so a remote always calls
 * the API the way it was built to.
 */
export function createParishApi(http: HttpClient) {
  /** `GET` of a whole collection (every list the API serves). */
  const listAt =
    <T>(path: string) =>
    (signal?: AbortSignal) =>
      answer(http.get<T[]>(path, { signal }));
  return {
    events: eventCalls(http),
    shop: crud<Product, ProductInput>(http, apiPaths.shop, apiPaths.product, 'put'),
    leadership: crud<Leader, LeaderInput, LeaderPatch>(
      http,
      apiPaths.leadership,
      apiPaths.leader,
      'patch',
    ),
    ministries: crud<Ministry, MinistryInput>(http, apiPaths.ministries, apiPaths.ministry, 'put'),
    videos: crud<Video, VideoInput>(
      http,
      apiPaths.videos,
      apiPaths.video,
      'put',
      // The spec's PUT carries the id in the body as well as the path.
      (id, input) => ({ id, ...input }),
    ),
    photos: {
      list: listAt<Photo>(apiPaths.photos),
      upload: (file: Blob, filename?: string) =>
        answer(http.post<Photo>(apiPaths.photos, photoFormData(file, filename))),
      remove: (id: number) => noAnswer(http.delete<unknown>(apiPaths.photo(id))),
    },
    blogs: {
      list: listAt<BlogPost>(apiPaths.blogs),
      get: (id: number, signal?: AbortSignal) =>
        answer(http.get<BlogPost>(apiPaths.blog(id), { signal })),
      create: (input: BlogInput) => answer(http.post<BlogPost>(apiPaths.blogs, input)),
      remove: (id: number) => noAnswer(http.delete<unknown>(apiPaths.blog(id))),
    },
    admins: crud<Admin, AdminCreateInput, AdminUpdateInput>(
      http,
      apiPaths.admins,
      apiPaths.admin,
      'patch',
    ),
    contact: {
      /** Administrators: every message, newest first. */
      list: listAt<ContactMessage>(apiPaths.contact),
      send: (submission: ContactSubmission) =>
        answer(http.post<ContactReceipt>(apiPaths.contact, contactFormData(submission))),
      sendChatMessage: (input: ChatMessageInput) =>
        answer(http.post<ContactReceipt>(apiPaths.chatMessages, input)),
    },
    ministryInterests: {
      create: (input: MinistryInterestInput) =>
        answer(http.post<MinistryInterest>(apiPaths.ministryInterests, input)),
      /** Administrators: every interest, newest first. */
      list: listAt<MinistryInterest>(apiPaths.ministryInterests),
    },
    courseRegistrations: {
      create: (input: CourseRegistrationInput) =>
        answer(http.post<CourseRegistration>(apiPaths.courseRegistrations, input)),
      /** Administrators: every registration, newest first. */
      list: listAt<CourseRegistration>(apiPaths.courseRegistrations),
    },
    newsletter: {
      subscribe: (input: NewsletterInput) =>
        answer(http.post<NewsletterSubscription>(apiPaths.newsletter, input)),
      /** Administrators: every subscriber, newest first. */
      list: listAt<NewsletterSubscription>(apiPaths.newsletter),
      /** The confirm link of the mail: the address is subscribed from then on. */
      confirm: (input: MailTokenInput) =>
        answer(http.post<NewsletterSubscription>(apiPaths.newsletterConfirm, input)),
      /** The unsubscribe link of any newsletter mail. */
      unsubscribe: (input: MailTokenInput) =>
        answer(http.post<NewsletterSubscription>(apiPaths.newsletterUnsubscribe, input)),
    },
    donors: {
      /** My Giving: mails a sign-in link if the address has given (the same answer either way). */
      requestSignIn: (input: DonorSignInInput) =>
        answer(http.post<DonorSignInAnswer>(apiPaths.donorSignIn, input)),
      /** My Giving: the mailed link's token, once; sets the donor's session cookie. */
      signIn: (input: DonorSessionInput) =>
        answer(http.post<MyGiving>(apiPaths.donorSession, input)),
      signOut: () => noAnswer(http.delete<unknown>(apiPaths.donorSession)),
      /** The signed-in donor's own gifts and totals (401 when not signed in). */
      myGiving: (signal?: AbortSignal) => answer(http.get<MyGiving>(apiPaths.myGiving, { signal })),
    },
    mail: {
      /** Administrators: every mail of the outbox, newest first; `query` filters by address. */
      list: (signal?: AbortSignal, query?: string) =>
        answer(
          http.get<OutboxMail[]>(
            query
              ? `${apiPaths.mail}?${new URLSearchParams({ q: query }).toString()}`
              : apiPaths.mail,
            { signal },
          ),
        ),
      /** Administrators: queue a failed mail again. */
      resend: (id: number) => answer(http.post<OutboxMail>(apiPaths.mailResend(id))),
    },
    verse: {
      daily: (signal?: AbortSignal) =>
        answer(http.get<DailyVerse>(apiPaths.dailyVerse, { signal })),
    },
    bookings: {
      create: (input: BookingInput) => answer(http.post<Booking>(apiPaths.bookings, input)),
      /** The public view; with the manage token, the booker's (contacts unmasked, ticket codes). */
      get: (bookingId: string, signal?: AbortSignal, manageToken?: string) =>
        answer(
          http.get<Booking>(
            manageToken
              ? `${apiPaths.booking(bookingId)}?${new URLSearchParams({ token: manageToken }).toString()}`
              : apiPaths.booking(bookingId),
            { signal },
          ),
        ),
      /** Administrators: every booking, newest first. */
      list: listAt<Booking>(apiPaths.bookings),
      /** Cancels a booking with its private manage token (from the booking mail's link). */
      cancel: (bookingId: string, input: BookingCancellationInput) =>
        answer(http.post<Booking>(apiPaths.bookingCancellation(bookingId), input)),
    },
    checkIn: {
      /** Administrators: check a ticket in at the door; refused (409) if it already is. */
      create: (input: CheckInInput) => answer(http.post<CheckInResult>(apiPaths.checkIn, input)),
      /** Administrators: undo a ticket's check-in. */
      undo: (ticketId: number) => answer(http.post<CheckInResult>(apiPaths.checkInUndo(ticketId))),
      /** Administrators: an event's roster and totals. */
      roster: (eventId: number, signal?: AbortSignal) =>
        answer(http.get<EventRoster>(apiPaths.eventRoster(eventId), { signal })),
    },
    payments: {
      /** Card checkout of a shop item or a pending booking: then send the visitor to `url`. */
      createCheckoutSession: (input: CheckoutSessionPayload) =>
        answer(http.post<CheckoutSession>(apiPaths.checkoutSession, input)),
      /** A PayPal order for a gift (`amount`), a shop item or a pending booking. */
      createOrder: (input: CreateOrderPayload) =>
        answer(http.post<PayPalOrder>(apiPaths.createOrder, input)),
      captureOrder: (input: CaptureOrderInput) =>
        answer(http.post<CapturedOrder>(apiPaths.captureOrder, input)),
      /** The same capture at the path the spec's shop uses (without `/api`). */
      captureShopOrder: (input: CaptureOrderInput) =>
        answer(http.post<CapturedOrder>(apiPaths.shopCaptureOrder, input)),
      donate: (input: DonationPayload) =>
        answer(http.post<CheckoutSession>(apiPaths.donate, input)),
      recurringDonate: (input: RecurringDonationPayload) =>
        answer(http.post<CheckoutSession>(apiPaths.recurringDonate, input)),
      /** Administrators: every payment, newest first. */
      list: listAt<Payment>(apiPaths.payments),
      /** Administrators: what each of the six funds has received (completed gifts). */
      fundTotals: listAt<FundTotal>(apiPaths.fundTotals),
      /** Administrators: every recurring gift's schedule, newest first. */
      recurringGifts: listAt<RecurringGift>(apiPaths.recurringGifts),
      /** The receipt of a gift or purchase, by the session or order id the payer came back with. */
      receipt: (reference: string, signal?: AbortSignal) =>
        answer(http.get<PaymentReceipt>(apiPaths.paymentReceipt(reference), { signal })),
      /** Which providers are live (real, or the sandbox) and their public keys. */
      setup: (signal?: AbortSignal) =>
        answer(http.get<PaymentSetup>(apiPaths.paymentSetup, { signal })),
    },
  };
}

export type ParishApi = ReturnType<typeof createParishApi>;
