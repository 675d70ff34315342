import { answer, crud, eventCalls, noAnswer } from './crud';
import type { HttpClient } from './httpClient';
import {
  apiPaths,
  type AccountSession,
  type AccountStatus,
  type AdminSession,
  type LoginChallenge,
  type PasswordResetAnswer,
  type RecoveryCodes,
  type TwoFactorSetup,
  type CapturedOrder,
  type CheckoutSession,
  type ContactReceipt,
  type DonorSignInAnswer,
  type DonorSummary,
  type GiftRecord,
  type GivingPeriodTotal,
  type StatementJob,
  type FundTotal,
  type MyGiving,
  type NewsletterSignUpAnswer,
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
  ParishEvent,
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
import type { AdminCreateInput, AdminRolesInput, AdminUpdateInput } from './schemas/admins';
import type {
  PasswordChangeInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  SecondFactorInput,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
} from './schemas/accounts';
import type { LoginInput } from './schemas/auth';
import type { MailTokenInput } from './schemas/mail';
import type {
  AuditExportInput,
  AuditLogPage,
  AuditSearchQuery,
  RestoredItem,
  TrashEntity,
  TrashItem,
} from './schemas/audit';
import type { BookingCancellationInput, BookingInput, CheckInInput } from './schemas/bookings';
import type {
  AdminWaitlistEntry,
  OfficeCancellationInput,
  WaitlistEntry,
  WaitlistJoinInput,
} from './schemas/waitlist';
import type { DonorSessionInput, DonorSignInInput } from './schemas/donors';
import type { StatementResendValues, StatementRunValues } from './schemas/statements';
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
  RecurringGiftChangeValues,
} from './schemas/payments';
import type { ProductInput } from './schemas/products';
import type { Sermon, SermonInput } from './schemas/sermons';
import type {
  Announcement,
  AnnouncementInput,
  HeroSlideInput,
  HeroSlideRecord,
  HistoryEntry,
  HistoryEntryInput,
  ParishContact,
  ParishContactRecord,
  ParishDetails,
  ParishStatement,
  ParishStatementRecord,
  ServiceTime,
  ServiceTimeInput,
  SocialLink,
  SocialLinkInput,
} from './schemas/parishDetails';
import type { CourseRegistrationInput, MinistryInterestInput } from './schemas/signups';

export type { HttpClient } from './httpClient';

/** A contact message as the form sends it, with an optional attached file. */
export interface ContactSubmission extends Partial<
  Pick<ContactInput, 'phone_number' | 'who_is_this_for'>
> {
  name: string;
  email: string;
  message: string;
  attachment?: Blob | null;
}

/** `path?name=value&…` of the values given; blank and missing ones are left out. */
function withQuery(path: string, search: object) {
  const query = new URLSearchParams(
    Object.entries(search as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
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
    events: {
      ...eventCalls(http),
      /** A repeating event once (its first date), not once per occurrence: what the dashboard edits. */
      listSeries: (signal?: AbortSignal) =>
        answer(http.get<ParishEvent[]>(`${apiPaths.events}?series=1`, { signal })),
      /** One date of a repeating event: that date, and its own seats taken. */
      getOccurrence: (id: number, occurrence: string, signal?: AbortSignal) =>
        answer(
          http.get<ParishEvent>(
            `${apiPaths.event(id)}?${new URLSearchParams({ occurrence }).toString()}`,
            { signal },
          ),
        ),
    },
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
    sermons: {
      ...crud<Sermon, SermonInput>(http, apiPaths.sermons, apiPaths.sermon, 'put'),
      /** Administrators: uploads (replacing) a sermon's MP3 or M4A recording. */
      uploadAudio: (id: number, file: Blob, filename?: string) =>
        answer(http.post<Sermon>(apiPaths.sermonAudio(id), photoFormData(file, filename))),
      /** Administrators: takes the uploaded recording off a sermon. */
      removeAudio: (id: number) => answer(http.delete<Sermon>(apiPaths.sermonAudio(id))),
    },
    parish: {
      /** The details as the site shows them (what readers check part by part). */
      details: (signal?: AbortSignal) =>
        answer(http.get<ParishDetails>(apiPaths.parishDetails, { signal })),
      /** A list of one record (id 1): the dashboard edits it like any record. */
      contact: {
        list: (signal?: AbortSignal) =>
          answer(http.get<ParishContactRecord[]>(apiPaths.parishContact, { signal })),
        get: (id: number, signal?: AbortSignal) =>
          answer(http.get<ParishContactRecord>(apiPaths.parishContactRecord(id), { signal })),
        update: (id: number, input: ParishContact) =>
          answer(http.put<ParishContactRecord>(apiPaths.parishContactRecord(id), input)),
      },
      statement: {
        list: (signal?: AbortSignal) =>
          answer(http.get<ParishStatementRecord[]>(apiPaths.parishStatement, { signal })),
        get: (id: number, signal?: AbortSignal) =>
          answer(http.get<ParishStatementRecord>(apiPaths.parishStatementRecord(id), { signal })),
        update: (id: number, input: ParishStatement) =>
          answer(http.put<ParishStatementRecord>(apiPaths.parishStatementRecord(id), input)),
      },
      serviceTimes: crud<ServiceTime, ServiceTimeInput>(
        http,
        apiPaths.serviceTimes,
        apiPaths.serviceTime,
        'put',
      ),
      history: crud<HistoryEntry, HistoryEntryInput>(
        http,
        apiPaths.historyEntries,
        apiPaths.historyEntry,
        'put',
      ),
      slides: {
        ...crud<HeroSlideRecord, HeroSlideInput>(
          http,
          apiPaths.heroSlides,
          apiPaths.heroSlide,
          'put',
        ),
        /** Administrators: uploads (replacing) a slide's image. */
        uploadImage: (id: number, file: Blob, filename?: string) =>
          answer(
            http.post<HeroSlideRecord>(apiPaths.heroSlideImage(id), photoFormData(file, filename)),
          ),
      },
      socialLinks: crud<SocialLink, SocialLinkInput>(
        http,
        apiPaths.socialLinks,
        apiPaths.socialLink,
        'put',
      ),
      announcements: crud<Announcement, AnnouncementInput>(
        http,
        apiPaths.announcements,
        apiPaths.announcement,
        'put',
      ),
    },
    blogs: {
      list: listAt<BlogPost>(apiPaths.blogs),
      get: (id: number, signal?: AbortSignal) =>
        answer(http.get<BlogPost>(apiPaths.blog(id), { signal })),
      create: (input: BlogInput) => answer(http.post<BlogPost>(apiPaths.blogs, input)),
      /** Administrators: replaces a post's fields. */
      update: (id: number, input: BlogInput) =>
        answer(http.put<BlogPost>(apiPaths.blog(id), { id, ...input })),
      remove: (id: number) => noAnswer(http.delete<unknown>(apiPaths.blog(id))),
      /** Administrators: every post, drafts included. */
      listAll: listAt<BlogPost>(apiPaths.blogsAll),
      /** A published post by its address. */
      getBySlug: (slug: string, signal?: AbortSignal) =>
        answer(http.get<BlogPost>(apiPaths.blogBySlug(slug), { signal })),
    },
    admins: {
      ...crud<Admin, AdminCreateInput, AdminUpdateInput>(
        http,
        apiPaths.admins,
        apiPaths.admin,
        'patch',
      ),
      /** Owners: sets an administrator's roles (docs/roles.md). */
      setRoles: (id: number, input: AdminRolesInput) =>
        answer(http.put<Admin>(apiPaths.adminRoles(id), input)),
    },
    auth: {
      /** The password step: the session, or the challenge of a second step (two-step sign-in on). */
      logIn: (input: LoginInput) =>
        answer(http.post<AdminSession | LoginChallenge>(apiPaths.login, input)),
      /** The second step: the challenge and a TOTP or recovery code; sets the session cookie. */
      secondFactor: (input: SecondFactorInput) =>
        answer(http.post<AdminSession>(apiPaths.loginSecondFactor, input)),
      /** "Forgot password?": the same answer whether the address is an administrator's or not. */
      requestPasswordReset: (input: PasswordResetRequestInput) =>
        answer(http.post<PasswordResetAnswer>(apiPaths.passwordResetRequest, input)),
      /** A mailed link's token and the new password; ends every session of the account. */
      resetPassword: (input: PasswordResetInput) =>
        noAnswer(http.post<unknown>(apiPaths.passwordReset, input)),
    },
    account: {
      status: (signal?: AbortSignal) =>
        answer(http.get<AccountStatus>(apiPaths.account, { signal })),
      changePassword: (input: PasswordChangeInput) =>
        noAnswer(http.post<unknown>(apiPaths.accountPassword, input)),
      startTwoFactor: () => answer(http.post<TwoFactorSetup>(apiPaths.accountTwoFactorSetup)),
      enableTwoFactor: (input: TwoFactorEnableInput) =>
        answer(http.post<RecoveryCodes>(apiPaths.accountTwoFactor, input)),
      disableTwoFactor: (input: TwoFactorDisableInput) =>
        noAnswer(http.post<unknown>(apiPaths.accountTwoFactorDisable, input)),
      sessions: listAt<AccountSession>(apiPaths.accountSessions),
      /** Signs out every session of the account but this one. */
      endOtherSessions: () => noAnswer(http.delete<unknown>(apiPaths.accountSessions)),
    },
    contact: {
      /** Administrators: every message, newest first. */
      list: listAt<ContactMessage>(apiPaths.contact),
      send: (submission: ContactSubmission) =>
        answer(http.post<ContactReceipt>(apiPaths.contact, contactFormData(submission))),
      sendChatMessage: (input: ChatMessageInput) =>
        answer(http.post<ContactReceipt>(apiPaths.chatMessages, input)),
      /** Administrators: move a message to the trash (restored with `trash.restore`). */
      remove: (id: number) => noAnswer(http.delete<unknown>(apiPaths.contactMessage(id))),
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
      /** Administrators: every donor with their total given and last gift. */
      list: listAt<DonorSummary>(apiPaths.donors),
      /** My Giving: changes the amount or frequency of the donor's own recurring gift. */
      changeRecurringGift: (id: number, input: RecurringGiftChangeValues) =>
        answer(http.patch<MyGiving>(apiPaths.myRecurringGift(id), input)),
      pauseRecurringGift: (id: number) =>
        answer(http.post<MyGiving>(apiPaths.myRecurringGiftPause(id))),
      resumeRecurringGift: (id: number) =>
        answer(http.post<MyGiving>(apiPaths.myRecurringGiftResume(id))),
      cancelRecurringGift: (id: number) =>
        answer(http.post<MyGiving>(apiPaths.myRecurringGiftCancel(id))),
    },
    statements: {
      /** Administrators: the statement runs, newest first, with their progress. */
      jobs: listAt<StatementJob>(apiPaths.statementJobs),
      job: (id: number, signal?: AbortSignal) =>
        answer(http.get<StatementJob>(apiPaths.statementJob(id), { signal })),
      /** Administrators: make and mail every donor's statement for a year, in the background. */
      run: (input: StatementRunValues) =>
        answer(http.post<StatementJob>(apiPaths.statementJobs, input)),
      /** Administrators: make and mail one donor's statement again. */
      resend: (input: StatementResendValues) =>
        answer(http.post<StatementJob>(apiPaths.statementResend, input)),
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
    audit: {
      /** Owners: one page of the audit log, newest first, by administrator, entity and days. */
      list: (signal?: AbortSignal, search: AuditSearchQuery = {}) =>
        answer(http.get<AuditLogPage>(withQuery(apiPaths.audit, search), { signal })),
      /** Owners: every entry the search finds, as CSV text (the download is recorded). */
      csv: (search: AuditSearchQuery = {}) =>
        answer(http.get<string>(withQuery(apiPaths.auditCsv, search))),
      /** Administrators: record a CSV export the dashboard offered for download. */
      recordExport: (input: AuditExportInput) => noAnswer(http.post(apiPaths.auditExports, input)),
    },
    trash: {
      /** Administrators: every item in the trash, most recently deleted first. */
      list: listAt<TrashItem>(apiPaths.trash),
      /** Administrators: bring an item back from the trash (the delete notice's Undo), same id. */
      restore: (entity: TrashEntity, id: number) =>
        answer(http.post<RestoredItem>(apiPaths.trashRestore(entity, id))),
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
      /** Administrators: cancel a booking with a reason, marking its refund requested or done; the booker is mailed. */
      cancelByOffice: (bookingId: string, input: OfficeCancellationInput) =>
        answer(http.post<Booking>(apiPaths.bookingOfficeCancellation(bookingId), input)),
    },
    waitlist: {
      /** Joins an event's waitlist (when it has fewer seats left than asked). */
      join: (eventId: number, input: WaitlistJoinInput) =>
        answer(http.post<WaitlistEntry>(apiPaths.eventWaitlist(eventId), input)),
      /** A waitlist entry by the private token of its mails' links. */
      get: (token: string, signal?: AbortSignal) =>
        answer(http.get<WaitlistEntry>(apiPaths.waitlistEntry(token), { signal })),
      /** Leaves the waitlist (an offer held for the entry passes to the next person). */
      leave: (token: string) => answer(http.post<WaitlistEntry>(apiPaths.waitlistLeave(token))),
      /** Administrators: every entry of every event, each event's line in order. */
      list: listAt<AdminWaitlistEntry>(apiPaths.waitlist),
      /** Administrators: one event's entries. */
      ofEvent: (eventId: number, signal?: AbortSignal) =>
        answer(http.get<AdminWaitlistEntry[]>(apiPaths.eventWaitlist(eventId), { signal })),
    },
    checkIn: {
      /** Administrators: check a ticket in at the door; refused (409) if it already is. */
      create: (input: CheckInInput) => answer(http.post<CheckInResult>(apiPaths.checkIn, input)),
      /** Administrators: undo a ticket's check-in. */
      undo: (ticketId: number) => answer(http.post<CheckInResult>(apiPaths.checkInUndo(ticketId))),
      /** Administrators: an event's roster and totals. */
      roster: (eventId: number, signal?: AbortSignal) =>
        answer(http.get<EventRoster>(apiPaths.eventRoster(eventId), { signal })),
      /** One date's roster of a repeating event. */
      occurrenceRoster: (eventId: number, occurrence: string, signal?: AbortSignal) =>
        answer(
          http.get<EventRoster>(
            `${apiPaths.eventRoster(eventId)}?${new URLSearchParams({ occurrence }).toString()}`,
            { signal },
          ),
        ),
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
      /** Administrators, sandbox gifts only: the recurring gift's next renewal now, paid or failed. */
      simulateRenewal: (id: number, outcome: 'paid' | 'failed') =>
        answer(http.post<Payment>(apiPaths.sandboxRenewal(id), { outcome })),
      /** Administrators: completed gifts, newest first, by date range (UTC days) and fund. */
      gifts: (signal?: AbortSignal, search: { from?: string; to?: string; fund?: string } = {}) => {
        const query = new URLSearchParams(
          Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])),
        ).toString();
        return answer(
          http.get<GiftRecord[]>(query ? `${apiPaths.gifts}?${query}` : apiPaths.gifts, { signal }),
        );
      },
      /** Administrators: completed gifts this month and this year. */
      givingSummary: listAt<GivingPeriodTotal>(apiPaths.givingSummary),
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
