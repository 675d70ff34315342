/** What the API answers in the giving domain (its paths: ./paths.ts). */
import type { Language } from '../i18n/languages';
import type { PaymentMethod } from '../ticketing/entities';
import type {
  GivingFundId,
  PaymentProvider,
  PaymentPurpose,
  PaymentStatus,
  RecurringGiftPriceId,
} from './payments';
import type { StatementJobStatus } from './statements';

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
  /** The fund's name in English and Spanish, as the funds table has it (a retired fund's too). */
  name: string;
  name_es: string;
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
  /** The fund's English name; `name_es` its Spanish one (the funds table's, a retired fund's too). */
  label: string;
  name_es: string;
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

/** What the office and the donor both see of a recurring gift's schedule. */
interface RecurringGiftSchedule {
  id: number;
  price_id: RecurringGiftPriceId;
  /** 'Weekly', 'Bi-Weekly' or 'Monthly'. */
  frequency: string;
  funds: FundShare[];
  status: RecurringGiftStatus;
}

/** `GET /api/payments/recurring/` (administrators): a recurring gift's schedule. */
export interface RecurringGift extends RecurringGiftSchedule {
  /** Charged each time, the processing fee included. */
  amount: number;
  processing_fee: number;
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
  /** The fund's English name; `name_es` its Spanish one (from the funds table, a retired fund's too). */
  label: string;
  name_es: string;
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
export interface DonorRecurringGift extends RecurringGiftSchedule {
  /** The gift each time, without a covered fee (what the donor chose). */
  amount: number;
  /** The covered fee added each time (0: none). */
  processing_fee: number;
  /** The next gift's date (`YYYY-MM-DD`, UTC) while active. */
  next_gift_on: string | null;
}

/** `GET /api/donors/me/`: the signed-in donor and their gifts (theirs only). */
export interface MyGiving {
  /** Recurring gifts that started (paid once), newest first: cancelled ones too. */
  recurring_gifts?: DonorRecurringGift[];
  donor: { name: string; email: string };
  /** The language the donor's receipts, statements and mails are written in (set in My Giving). */
  language?: Language;
  /** Completed gifts, newest first. */
  gifts: DonorGift[];
  /** Per calendar year (UTC), newest first, covered fees included. */
  totals_by_year: DonorYearTotal[];
  /** Per fund given to, in the order of GIVING_FUNDS; covered fees not included. */
  totals_by_fund: DonorFundTotal[];
}
