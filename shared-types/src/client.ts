import {
  apiPaths,
  type CapturedOrder,
  type CheckoutSession,
  type ContactReceipt,
  type NewsletterSubscription,
  type Payment,
  type PayPalOrder,
} from './api';
import type {
  Admin,
  BlogPost,
  Booking,
  ContactMessage,
  DailyVerse,
  Leader,
  Ministry,
  ParishEvent,
  Photo,
  Product,
  Video,
} from './entities';
import type { AdminCreateInput, AdminUpdateInput } from './schemas/admins';
import type { BookingInput } from './schemas/bookings';
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
import type { EventInput, EventPatch } from './schemas/events';
import type {
  CaptureOrderInput,
  CheckoutSessionPayload,
  CreateOrderPayload,
  DonationPayload,
  RecurringDonationPayload,
} from './schemas/payments';
import type { ProductInput } from './schemas/products';

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
  const data = <T>(request: Promise<{ data: T }>) => request.then((response) => response.data);
  const done = (request: Promise<unknown>) => request.then(() => undefined);
  return {
    events: {
      list: (signal?: AbortSignal) => data(http.get<ParishEvent[]>(apiPaths.events, { signal })),
      get: (id: number, signal?: AbortSignal) =>
        data(http.get<ParishEvent>(apiPaths.event(id), { signal })),
      create: (input: EventInput) => data(http.post<ParishEvent>(apiPaths.events, input)),
      update: (id: number, patch: EventPatch) =>
        data(http.patch<ParishEvent>(apiPaths.event(id), patch)),
      remove: (id: number) => done(http.delete<unknown>(apiPaths.event(id))),
    },
    shop: {
      list: (signal?: AbortSignal) => data(http.get<Product[]>(apiPaths.shop, { signal })),
      get: (id: number, signal?: AbortSignal) =>
        data(http.get<Product>(apiPaths.product(id), { signal })),
      create: (input: ProductInput) => data(http.post<Product>(apiPaths.shop, input)),
      update: (id: number, input: ProductInput) =>
        data(http.put<Product>(apiPaths.product(id), input)),
      remove: (id: number) => done(http.delete<unknown>(apiPaths.product(id))),
    },
    leadership: {
      list: (signal?: AbortSignal) => data(http.get<Leader[]>(apiPaths.leadership, { signal })),
      get: (id: number, signal?: AbortSignal) =>
        data(http.get<Leader>(apiPaths.leader(id), { signal })),
      create: (input: LeaderInput) => data(http.post<Leader>(apiPaths.leadership, input)),
      update: (id: number, patch: LeaderPatch) =>
        data(http.patch<Leader>(apiPaths.leader(id), patch)),
      remove: (id: number) => done(http.delete<unknown>(apiPaths.leader(id))),
    },
    ministries: {
      list: (signal?: AbortSignal) => data(http.get<Ministry[]>(apiPaths.ministries, { signal })),
      get: (id: number, signal?: AbortSignal) =>
        data(http.get<Ministry>(apiPaths.ministry(id), { signal })),
      create: (input: MinistryInput) => data(http.post<Ministry>(apiPaths.ministries, input)),
      update: (id: number, input: MinistryInput) =>
        data(http.put<Ministry>(apiPaths.ministry(id), input)),
      remove: (id: number) => done(http.delete<unknown>(apiPaths.ministry(id))),
    },
    videos: {
      list: (signal?: AbortSignal) => data(http.get<Video[]>(apiPaths.videos, { signal })),
      get: (id: number, signal?: AbortSignal) =>
        data(http.get<Video>(apiPaths.video(id), { signal })),
      create: (input: VideoInput) => data(http.post<Video>(apiPaths.videos, input)),
      // The spec's PUT carries the id in the body as well as the path.
      update: (id: number, input: VideoInput) =>
        data(http.put<Video>(apiPaths.video(id), { id, ...input })),
      remove: (id: number) => done(http.delete<unknown>(apiPaths.video(id))),
    },
    photos: {
      list: (signal?: AbortSignal) => data(http.get<Photo[]>(apiPaths.photos, { signal })),
      upload: (file: Blob, filename?: string) =>
        data(http.post<Photo>(apiPaths.photos, photoFormData(file, filename))),
      remove: (id: number) => done(http.delete<unknown>(apiPaths.photo(id))),
    },
    blogs: {
      list: (signal?: AbortSignal) => data(http.get<BlogPost[]>(apiPaths.blogs, { signal })),
      get: (id: number, signal?: AbortSignal) =>
        data(http.get<BlogPost>(apiPaths.blog(id), { signal })),
      create: (input: BlogInput) => data(http.post<BlogPost>(apiPaths.blogs, input)),
      remove: (id: number) => done(http.delete<unknown>(apiPaths.blog(id))),
    },
    admins: {
      list: (signal?: AbortSignal) => data(http.get<Admin[]>(apiPaths.admins, { signal })),
      get: (id: number, signal?: AbortSignal) =>
        data(http.get<Admin>(apiPaths.admin(id), { signal })),
      create: (input: AdminCreateInput) => data(http.post<Admin>(apiPaths.admins, input)),
      update: (id: number, input: AdminUpdateInput) =>
        data(http.patch<Admin>(apiPaths.admin(id), input)),
      remove: (id: number) => done(http.delete<unknown>(apiPaths.admin(id))),
    },
    contact: {
      /** Administrators: every message, newest first. */
      list: (signal?: AbortSignal) =>
        data(http.get<ContactMessage[]>(apiPaths.contact, { signal })),
      send: (submission: ContactSubmission) =>
        data(http.post<ContactReceipt>(apiPaths.contact, contactFormData(submission))),
      sendChatMessage: (input: ChatMessageInput) =>
        data(http.post<ContactReceipt>(apiPaths.chatMessages, input)),
    },
    newsletter: {
      subscribe: (input: NewsletterInput) =>
        data(http.post<NewsletterSubscription>(apiPaths.newsletter, input)),
      /** Administrators: every subscriber, newest first. */
      list: (signal?: AbortSignal) =>
        data(http.get<NewsletterSubscription[]>(apiPaths.newsletter, { signal })),
    },
    verse: {
      daily: (signal?: AbortSignal) => data(http.get<DailyVerse>(apiPaths.dailyVerse, { signal })),
    },
    bookings: {
      create: (input: BookingInput) => data(http.post<Booking>(apiPaths.bookings, input)),
      get: (bookingId: string, signal?: AbortSignal) =>
        data(http.get<Booking>(apiPaths.booking(bookingId), { signal })),
      /** Administrators: every booking, newest first. */
      list: (signal?: AbortSignal) => data(http.get<Booking[]>(apiPaths.bookings, { signal })),
    },
    payments: {
      /** Card checkout of a shop item or a pending booking: then send the visitor to `url`. */
      createCheckoutSession: (input: CheckoutSessionPayload) =>
        data(http.post<CheckoutSession>(apiPaths.checkoutSession, input)),
      /** A PayPal order for a gift (`amount`), a shop item or a pending booking. */
      createOrder: (input: CreateOrderPayload) =>
        data(http.post<PayPalOrder>(apiPaths.createOrder, input)),
      captureOrder: (input: CaptureOrderInput) =>
        data(http.post<CapturedOrder>(apiPaths.captureOrder, input)),
      /** The same capture at the path the spec's shop uses (without `/api`). */
      captureShopOrder: (input: CaptureOrderInput) =>
        data(http.post<CapturedOrder>(apiPaths.shopCaptureOrder, input)),
      donate: (input: DonationPayload) => data(http.post<CheckoutSession>(apiPaths.donate, input)),
      recurringDonate: (input: RecurringDonationPayload) =>
        data(http.post<CheckoutSession>(apiPaths.recurringDonate, input)),
      /** Administrators: every payment, newest first. */
      list: (signal?: AbortSignal) => data(http.get<Payment[]>(apiPaths.payments, { signal })),
    },
  };
}

export type ParishApi = ReturnType<typeof createParishApi>;
