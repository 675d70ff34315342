import type { Admin, PaymentMethod } from './entities';
import type { FieldErrors } from './schemas/validation';
import type {
  GivingFundId,
  PaymentProvider,
  PaymentPurpose,
  PaymentStatus,
  RecurringGiftPriceId,
} from './schemas/payments';
import type { MailKind, MailStatus, NewsletterStatus } from './schemas/mail';
import type { StatementJobStatus } from './schemas/statements';
import { EVENT_PATH, EVENTS_PATH } from './eventPaths';
import { pathById, pathPattern } from './paths';

export type { PathParamNames, PatternPath } from './paths';

/**
 * Every 4xx and 5xx answer of the API has this body. `fields` names each bad
 * field with its message; `message` is a sentence fit to show a visitor.
 */
export interface ApiErrorBody {
  message: string;
  fields?: FieldErrors;
}

/** `GET /api/auth/session` and `POST /api/auth/login`. */
export interface AdminSession {
  admin: Admin;
  expires_at: string;
}

/**
 * The API's paths (spec section 7), with their trailing slashes. Each is
 * written once: a path with parameters is a pattern the server registers
 * (`apiPaths.event.pattern`, `/api/events/:id/`) and a function a client
 * calls (`apiPaths.event(7)`, `/api/events/7/`).
 */
export const apiPaths = {
  events: EVENTS_PATH,
  event: EVENT_PATH,
  shop: '/api/shop/',
  product: pathById('/api/shop/:id/'),
  bookings: '/api/bookings/',
  booking: pathPattern('/api/bookings/:bookingId/', (bookingId: string) => ({
    bookingId,
  })),
  /** A visitor cancels their own booking (with its private manage token). */
  bookingCancellation: pathPattern('/api/bookings/:bookingId/cancel/', (bookingId: string) => ({
    bookingId,
  })),
  /** Administrators cancel a booking, with a reason and the refund's state. */
  bookingOfficeCancellation: pathPattern(
    '/api/bookings/:bookingId/office-cancel/',
    (bookingId: string) => ({ bookingId }),
  ),
  /** Join an event's waitlist (public); administrators: its entries. */
  eventWaitlist: pathPattern('/api/events/:id/waitlist/', (id: number) => ({ id })),
  /** Administrators: every waitlist entry of every event. */
  waitlist: '/api/waitlist/',
  /** A waitlist entry by its private token (the links in its mails). */
  waitlistEntry: pathPattern('/api/waitlist/:entryToken/', (entryToken: string) => ({
    entryToken,
  })),
  /** Leave the waitlist with the entry's private token. */
  waitlistLeave: pathPattern('/api/waitlist/:entryToken/leave/', (entryToken: string) => ({
    entryToken,
  })),
  /** Administrators: the door checks in a ticket (by code or chosen in the roster). */
  checkIn: '/api/check-in/',
  /** Administrators: undo a ticket's check-in. */
  checkInUndo: pathPattern('/api/check-in/:ticketId/undo/', (ticketId: number) => ({ ticketId })),
  /** Administrators: an event's attendees, with ticket number, booker, check-in time and totals. */
  eventRoster: pathPattern('/api/events/:id/roster/', (id: number) => ({ id })),
  /** One event as an iCalendar file ("Add to calendar"). */
  eventCalendar: pathPattern('/api/events/:id/calendar.ics', (id: number) => ({
    id,
  })),
  /** Every event as an iCalendar feed that calendar apps subscribe to. */
  eventsCalendar: '/api/events.ics',
  leadership: '/api/leadership/',
  leader: pathById('/api/leadership/:id/'),
  ministries: '/api/ministries/',
  ministry: pathById('/api/ministries/:id/'),
  videos: '/api/videos/',
  video: pathById('/api/videos/:id/'),
  admins: '/api/admin/',
  admin: pathById('/api/admin/:id/'),
  /** Owners: set an administrator's roles (docs/roles.md). */
  adminRoles: pathPattern('/api/admin/:id/roles/', (id: number) => ({ id })),
  photos: '/api/media/photos/',
  photo: pathById('/api/media/photos/:id/'),
  /** A photo's image file, by the name the server gave it. */
  photoFile: pathPattern('/api/uploads/photos/:name', (name: string) => ({ name })),
  sermons: '/api/media/sermons/',
  sermon: pathById('/api/media/sermons/:id/'),
  /** Administrators: upload (POST, multipart) or remove (DELETE) a sermon's recording. */
  sermonAudio: pathPattern('/api/media/sermons/:id/audio/', (id: number) => ({ id })),
  /** An uploaded recording, by the name the server gave it (answers byte ranges). */
  audioFile: pathPattern('/api/uploads/audio/:name', (name: string) => ({ name })),
  /** The sermons as an RSS 2.0 podcast feed with iTunes tags. */
  podcastFeed: '/api/podcast.xml',
  /** The parish's details as the site shows them (public, cached up to a minute). */
  parishDetails: '/api/parish/',
  /** Name, address, phone, e-mail and office hours: a list of one record, id 1. */
  parishContact: '/api/parish/contact/',
  /** The contact record (GET; administrators PUT); its id is 1. */
  parishContactRecord: pathById('/api/parish/contact/:id/'),
  /** The mission and vision: a list of one record, id 1. */
  parishStatement: '/api/parish/statement/',
  parishStatementRecord: pathById('/api/parish/statement/:id/'),
  serviceTimes: '/api/parish/service-times/',
  serviceTime: pathById('/api/parish/service-times/:id/'),
  historyEntries: '/api/parish/history/',
  historyEntry: pathById('/api/parish/history/:id/'),
  heroSlides: '/api/parish/hero-slides/',
  heroSlide: pathById('/api/parish/hero-slides/:id/'),
  /** Administrators: upload (POST, multipart) a slide's image, replacing the one it had. */
  heroSlideImage: pathPattern('/api/parish/hero-slides/:id/image/', (id: number) => ({ id })),
  /** An uploaded slide image, by the name the server gave it. */
  slideFile: pathPattern('/api/uploads/slides/:name', (name: string) => ({ name })),
  socialLinks: '/api/parish/social-links/',
  socialLink: pathById('/api/parish/social-links/:id/'),
  announcements: '/api/parish/announcements/',
  announcement: pathById('/api/parish/announcements/:id/'),
  blogs: '/api/media/blogs/',
  blog: pathById('/api/media/blogs/:id/'),
  /** Administrators: every blog post, drafts included (the public list has published ones only). */
  blogsAll: '/api/media/blogs/all/',
  /** A published post by its address (its page, `/media/blog/{slug}`). */
  blogBySlug: pathPattern('/api/media/blogs/by-slug/:slug/', (slug: string) => ({ slug })),
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
  /** My Giving: mails a sign-in link to a donor's address (the same answer for any address). */
  donorSignIn: '/api/donors/sign-in/',
  /** My Giving: trades a mailed link's token for the donor's session cookie; DELETE signs out. */
  donorSession: '/api/donors/session/',
  /** My Giving: the signed-in donor's gifts and totals. */
  myGiving: '/api/donors/me/',
  /** My Giving: one of the donor's own recurring gifts; PATCH changes its amount or frequency. */
  myRecurringGift: pathById('/api/donors/me/recurring/:id/'),
  /** My Giving: pause, resume or cancel one of the donor's own recurring gifts. */
  myRecurringGiftPause: pathPattern('/api/donors/me/recurring/:id/pause/', (id: number) => ({
    id,
  })),
  myRecurringGiftResume: pathPattern('/api/donors/me/recurring/:id/resume/', (id: number) => ({
    id,
  })),
  myRecurringGiftCancel: pathPattern('/api/donors/me/recurring/:id/cancel/', (id: number) => ({
    id,
  })),
  /** My Giving: the signed-in donor's own year-end statement (PDF) for a year. */
  myStatement: pathPattern('/api/donors/me/statements/:year/', (year: number) => ({
    year: String(year),
  })),
  /** Administrators: every donor with what they gave, by name. */
  donors: '/api/donors/',
  /** Administrators: runs making and mailing every donor's statement for a year (POST starts one). */
  statementJobs: '/api/statements/jobs/',
  /** Administrators: one statement run and its progress. */
  statementJob: pathById('/api/statements/jobs/:id/'),
  /** Administrators: make and mail one donor's statement for a year again. */
  statementResend: '/api/statements/resend/',
  /** Administrators: completed gifts by date range (`from`, `to`) and `fund`. */
  gifts: '/api/payments/gifts/',
  /** Administrators: what was given this month and this year. */
  givingSummary: '/api/payments/giving-summary/',
  /** Administrators: every mail the site sent or is sending (`?q=` an address). */
  mail: '/api/mail/',
  /** Administrators: queue a mail that failed again. */
  mailResend: pathPattern('/api/mail/:id/resend/', (id: number) => ({ id })),
  /** Owners: the audit log, newest first, by administrator, entity and days (`auditSearchSchema`), a page at a time. */
  audit: '/api/audit/',
  /** Owners: the same entries (every page) as a CSV file. */
  auditCsv: '/api/audit/export.csv',
  /** Administrators: record a CSV export the dashboard offered (`auditExportSchema`). */
  auditExports: '/api/audit/exports/',
  /** Administrators: what is in the trash (deleted events, leaders, ministries, …). */
  trash: '/api/trash/',
  /** Administrators: bring an item back from the trash, same id. */
  trashRestore: pathPattern('/api/trash/:entity/:id/restore/', (entity: string, id: number) => ({
    entity,
    id,
  })),
  /**
   * Administrators, sandbox gifts only: simulate the next renewal of a
   * recurring gift, paid (recorded, receipt mailed) or failed (the donor is
   * mailed where to update the card), as Stripe's `invoice.*` notices do.
   */
  sandboxRenewal: pathPattern('/api/payments/recurring/:id/sandbox-renewal/', (id: number) => ({
    id,
  })),
  /** The Ministries page's 'Get Involved' form; administrators list them. */
  ministryInterests: '/api/ministry-interests/',
  /** The course application (/application); administrators list them. */
  courseRegistrations: '/api/course-registrations/',
  dailyVerse: '/api/verse/daily',
  login: '/api/auth/login',
  /** A sign-in's second step: the TOTP or recovery code after the password (docs/accounts.md). */
  loginSecondFactor: '/api/auth/login/second-factor',
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  /** "Forgot password?": mails a reset link if the address is an administrator's (the same answer either way). */
  passwordResetRequest: '/api/auth/password-reset/',
  /** Sets a new password with a mailed reset link's token (once, within 15 minutes). */
  passwordReset: '/api/auth/password-reset/confirm/',
  /** The signed-in administrator's own account: whether two-step sign-in is on or required. */
  account: '/api/account/',
  /** Changes one's own password (the current one required). */
  accountPassword: '/api/account/password/',
  /** Starts setting up two-step sign-in: a new secret, its QR code and text. */
  accountTwoFactorSetup: '/api/account/two-factor/setup/',
  /** POST: turns two-step sign-in on with a code (answers the recovery codes, once). */
  accountTwoFactor: '/api/account/two-factor/',
  /** Turns two-step sign-in off (password and a code required). */
  accountTwoFactorDisable: '/api/account/two-factor/disable/',
  /** GET: one's live sessions; DELETE: signs out every session but this one. */
  accountSessions: '/api/account/sessions/',
  health: '/api/health',
  /** Prometheus metrics of the API and of the site server, for METRICS_TOKEN's bearer only (docs/observability.md). */
  metrics: '/metrics',
  /** The demo data's illustrations: this folder, then `<name>.svg`. */
  seedImages: '/api/static/seed/',
  openApiDocument: '/api/openapi.json',
  docsPage: '/api/docs',
  // Spec section 7's payment calls, paths exactly as the pages call them (no trailing slash).
  checkoutSession: '/api/checkout/create-checkout-session',
  createOrder: '/api/config/create-order',
  captureOrder: '/api/config/capture-order',
  /** The shop's capture call, which the spec makes without `/api`. */
  shopCaptureOrder: '/config/capture-order',
  donate: '/api/payment/donate',
  recurringDonate: '/api/payment/recurring-donate',
  /** Administrators: every payment, newest first. */
  payments: '/api/payments/',
  /** Administrators: what each fund has received. */
  fundTotals: '/api/payments/funds/',
  /** Administrators: every recurring gift's schedule. */
  recurringGifts: '/api/payments/recurring/',
  /** The receipt of a gift or purchase, by its checkout session or order id. */
  paymentReceipt: pathPattern('/api/payments/receipts/:reference', (reference: string) => ({
    reference,
  })),
  /** Which providers take payments (real or the sandbox), and their public keys. */
  paymentSetup: '/api/payments/setup',
  /** The sandbox provider's checkout page (when no Stripe key is set). */
  sandboxCheckout: pathPattern(
    '/api/payments/sandbox/checkout/:sessionId',
    (sessionId: string) => ({ sessionId }),
  ),
  /** Where Stripe sends its notices about checkout sessions. */
  stripeWebhook: '/api/payments/stripe/webhook',
  /** Administrators: the release of one remote their own browser loads instead (docs/delivery.md). */
  releaseOverride: '/api/release-override',
} as const;

/** `GET /api/health`: 200 when the API and its database answer (503 otherwise). */
export interface HealthStatus {
  status: 'ok';
  database: 'ok';
}

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

/**
 * A card checkout (`POST /api/checkout/create-checkout-session`,
 * `/api/payment/donate`, `/api/payment/recurring-donate`): send the visitor
 * to `url`. `amount` is what the server will charge, in dollars.
 */
export interface CheckoutSession {
  id: string;
  url: string;
  amount: number;
  currency: 'USD';
}

/**
 * `GET /api/payments/setup`: how the pages take payments. With `sandbox`
 * (PAYMENTS_SANDBOX) both methods are the API's built-in provider: no money
 * moves, and the pages say so. Otherwise a method is offered only when its
 * provider is configured, else it is null. The keys are the public ones,
 * for Stripe.js and PayPal's buttons.
 */
export interface PaymentSetup {
  sandbox: boolean;
  card: { provider: 'stripe' | 'sandbox'; publishableKey: string | null } | null;
  paypal: { provider: 'paypal' | 'sandbox'; clientId: string | null } | null;
  currency: 'USD';
}

/** `POST /api/config/create-order`: a PayPal order to approve, then capture. */
export interface PayPalOrder {
  orderID: string;
  amount: number;
  currency: 'USD';
}

/**
 * `POST /api/config/capture-order`: the order's payment, `COMPLETED` (200), or
 * `PENDING` (202) while PayPal reviews it. Capturing again gives the same answer.
 */
export interface CapturedOrder {
  orderID: string;
  status: 'COMPLETED' | 'PENDING';
  payment_id: number;
  amount: number;
  currency: 'USD';
  purpose: PaymentPurpose;
  /** The booking this payment confirmed, if any. */
  booking_id: string | null;
}

/** One shop item in a purchase, at the price the server charged. */
export interface PurchasedItem {
  product_id: number;
  title: string;
  quantity: number;
  unit_price: number;
}

/** One fund's part of a gift, in dollars. */
export interface FundShare {
  fund: GivingFundId;
  amount: number;
}

/** `GET /api/payments/` (administrators): every payment and what it paid for. */
export interface Payment {
  id: number;
  purpose: PaymentPurpose;
  provider: PaymentProvider;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: 'USD';
  booking_id: string | null;
  /** Shop purchases: the items. */
  items: PurchasedItem[] | null;
  /** Recurring gifts: `gift-weekly`, `gift-biweekly` or `gift-monthly`. */
  price_id: string | null;
  /** Gifts: each fund's part (summing to `amount` less `processing_fee`); empty otherwise. */
  funds: FundShare[];
  /** What the giver added to cover the processing fee (part of `amount`); 0 when none. */
  processing_fee: number;
  /** The recurring gift this payment belongs to, if any. */
  recurring_gift_id: number | null;
  provider_reference: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** A completed booking payment whose booking the visitor cancelled: refund it. */
  refund_requested_at: string | null;
  /** Gifts: the donor who gave it; null for an anonymous gift (or one made before donors). */
  donor_id: number | null;
}

/** `GET /api/payments/funds/` (administrators): one row per fund, completed gifts only. */
export interface FundTotal {
  fund: GivingFundId;
  label: string;
  /** Dollars received, processing fees covered by givers not included. */
  total: number;
  /** How many completed gifts gave to this fund. */
  gifts: number;
}

/**
 * `active` once its first gift is paid; `pending` while that checkout is
 * open; `paused` while its donor has paused it; `cancelled` when it was
 * cancelled (by the donor, or its first checkout) or failed.
 */
export type RecurringGiftStatus = 'pending' | 'active' | 'paused' | 'cancelled';

/** `GET /api/payments/recurring/` (administrators): a recurring gift's schedule. */
export interface RecurringGift {
  id: number;
  price_id: RecurringGiftPriceId;
  /** 'Weekly', 'Bi-Weekly' or 'Monthly'. */
  frequency: string;
  /** Charged each time, the processing fee included. */
  amount: number;
  processing_fee: number;
  funds: FundShare[];
  status: RecurringGiftStatus;
  provider: PaymentProvider;
  /** The provider's subscription id (Stripe), once known. */
  subscription_id: string | null;
  /** The donor who gives it; null for one set up before donors were recorded. */
  donor_id: number | null;
  created_at: string;
  /** When the first gift was paid. */
  started_at: string | null;
  /** The next gift's date (`YYYY-MM-DD`, UTC) while the schedule is active. */
  next_gift_on: string | null;
}

/**
 * `GET /api/payments/receipts/:reference`: what the payer sees on the
 * success page (a gift's amount, funds and date; a purchase's items). No
 * personal data: the reference is the checkout session or order id the
 * payer was given.
 */
export interface PaymentReceipt {
  reference: string;
  purpose: Exclude<PaymentPurpose, 'booking'>;
  status: Extract<PaymentStatus, 'created' | 'pending' | 'completed'>;
  amount: number;
  processing_fee: number;
  funds: FundShare[];
  items: PurchasedItem[] | null;
  /** Recurring gifts: 'Weekly', 'Bi-Weekly' or 'Monthly'. */
  frequency: string | null;
  /** When it was paid, else when it was asked for. */
  date: string;
}

/**
 * `POST /api/auth/login` for an administrator with two-step sign-in on: the
 * password was right, and `challenge` goes with the code to
 * `POST /api/auth/login/second-factor`, which answers the `AdminSession`.
 */
export interface LoginChallenge {
  two_factor_required: true;
  challenge: string;
  /** When the second step stops working (ISO). */
  expires_at: string;
}

/** `POST /api/auth/password-reset/`: always this, known address or not. */
export interface PasswordResetAnswer {
  message: string;
}

/** `GET /api/account/`: the signed-in administrator and their second factor. */
export interface AccountStatus {
  admin: Admin;
  two_factor: {
    enabled: boolean;
    /** A role of theirs requires it (`ADMIN_2FA_REQUIRED_ROLES`). */
    required: boolean;
    /** Recovery codes not used yet (0 while it is off). */
    recovery_codes_left: number;
  };
}

/** `POST /api/account/two-factor/setup/`: what an authenticator app needs. */
export interface TwoFactorSetup {
  /** The secret as text (base32), for typing into the app. */
  secret: string;
  /** The `otpauth://` URI the QR code holds. */
  otpauth_url: string;
  /** The QR code as a `data:image/png;base64,…` URL. */
  qr_code: string;
}

/** `POST /api/account/two-factor/`: the recovery codes, shown this once. */
export interface RecoveryCodes {
  recovery_codes: string[];
}

/** `GET /api/account/sessions/`: one live session of the signed-in administrator. */
export interface AccountSession {
  /** A short handle of the session (not its cookie). */
  id: string;
  /** 'Firefox 128 on Linux', from the browser's user agent. */
  device: string;
  /** The client address it signed in from. */
  address: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session making this request. */
  current: boolean;
}

/** `POST /api/donors/sign-in/`: always this, known address or not. */
export interface DonorSignInAnswer {
  message: string;
}

/** One completed gift of the signed-in donor. */
export interface DonorGift {
  id: number;
  /** When it was received (ISO). */
  date: string;
  amount: number;
  processing_fee: number;
  funds: FundShare[];
  /** 'Weekly', 'Bi-Weekly', 'Monthly', or null for a one-time gift. */
  frequency: string | null;
  /** The checkout session or order id: its printable receipt is `/success?session_id=…`. */
  reference: string;
}

export interface DonorYearTotal {
  year: number;
  total: number;
  gifts: number;
}

export interface DonorFundTotal {
  fund: GivingFundId;
  label: string;
  total: number;
}

/** `GET /api/statements/jobs/` (administrators): a run making and mailing statements. */
export interface StatementJob {
  id: number;
  year: number;
  /** The one donor of a re-send; null for every donor who gave that year. */
  donor_id: number | null;
  status: StatementJobStatus;
  /** Statements to make (known once the run starts). */
  total: number;
  /** Statements made and mailed so far. */
  processed: number;
  created_at: string;
  finished_at: string | null;
  error: string | null;
}

/** `GET /api/donors/` (administrators): a donor with what they gave. */
export interface DonorSummary {
  id: number;
  name: string;
  email: string;
  postal_address: string | null;
  /** Completed gifts, covered fees included. */
  total_given: number;
  gifts: number;
  last_gift_at: string | null;
  /** The calendar years (UTC) they gave in, newest first: the statements they have. */
  gift_years: number[];
}

/** `GET /api/payments/gifts/` (administrators): one completed gift. */
export interface GiftRecord {
  id: number;
  date: string;
  donor_id: number | null;
  donor_name: string | null;
  donor_email: string | null;
  amount: number;
  processing_fee: number;
  funds: FundShare[];
  /** 'Weekly', 'Bi-Weekly', 'Monthly', or null for a one-time gift. */
  frequency: string | null;
  provider: PaymentProvider;
  reference: string | null;
}

/**
 * `GET /api/payments/giving-summary/` (administrators): completed gifts,
 * covered fees included, of the calendar month and the year now (UTC).
 */
export interface GivingPeriodTotal {
  period: 'this_month' | 'this_year';
  /** 'This month (November 2026)', 'This year (2026)'. */
  label: string;
  total: number;
  gifts: number;
}

/** One recurring gift of the signed-in donor, which they can change, pause, resume or cancel. */
export interface DonorRecurringGift {
  id: number;
  price_id: RecurringGiftPriceId;
  /** 'Weekly', 'Bi-Weekly' or 'Monthly'. */
  frequency: string;
  /** The gift each time, without a covered fee (what the donor chose). */
  amount: number;
  /** The covered fee added each time (0: none). */
  processing_fee: number;
  funds: FundShare[];
  status: RecurringGiftStatus;
  /** The next gift's date (`YYYY-MM-DD`, UTC) while active. */
  next_gift_on: string | null;
}

/** `GET /api/donors/me/`: the signed-in donor and their gifts (theirs only). */
export interface MyGiving {
  /** Recurring gifts that started (paid once), newest first: cancelled ones too. */
  recurring_gifts?: DonorRecurringGift[];
  donor: { name: string; email: string };
  /** Completed gifts, newest first. */
  gifts: DonorGift[];
  /** Per calendar year (UTC), newest first, covered fees included. */
  totals_by_year: DonorYearTotal[];
  /** Per fund given to, in the order of GIVING_FUNDS; covered fees not included. */
  totals_by_fund: DonorFundTotal[];
}
