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
  photos: '/api/media/photos/',
  photo: pathById('/api/media/photos/:id/'),
  /** A photo's image file, by the name the server gave it. */
  photoFile: pathPattern('/api/uploads/photos/:name', (name: string) => ({ name })),
  blogs: '/api/media/blogs/',
  blog: pathById('/api/media/blogs/:id/'),
  contact: '/api/contact/',
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
  /** Administrators: every mail the site sent or is sending (`?q=` an address). */
  mail: '/api/mail/',
  /** Administrators: queue a mail that failed again. */
  mailResend: pathPattern('/api/mail/:id/resend/', (id: number) => ({ id })),
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
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  health: '/api/health',
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
 * `POST /api/newsletter/`: 201 for a new address, 200 when it was already
 * known. A new address is `pending` until its confirm link is used.
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
 * `GET /api/payments/setup`: how the pages take payments. `sandbox` is the
 * API's built-in provider (no money moves, works offline); the keys are the
 * public ones, for Stripe.js and PayPal's buttons.
 */
export interface PaymentSetup {
  card: { provider: 'stripe' | 'sandbox'; publishableKey: string | null };
  paypal: { provider: 'paypal' | 'sandbox'; clientId: string | null };
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
 * open; `cancelled` when it was cancelled or failed.
 */
export type RecurringGiftStatus = 'pending' | 'active' | 'cancelled';

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

/** `GET /api/donors/me/`: the signed-in donor and their gifts (theirs only). */
export interface MyGiving {
  donor: { name: string; email: string };
  /** Completed gifts, newest first. */
  gifts: DonorGift[];
  /** Per calendar year (UTC), newest first, covered fees included. */
  totals_by_year: DonorYearTotal[];
  /** Per fund given to, in the order of GIVING_FUNDS; covered fees not included. */
  totals_by_fund: DonorFundTotal[];
}
