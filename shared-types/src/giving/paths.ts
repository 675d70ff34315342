/** The API's paths of payments and their providers, donors and My Giving, statements and the finance reports (see apiPaths in api.ts). */
import { pathById, pathPattern } from '../paths';

export const givingPaths = {
  /** My Giving: mails a sign-in link to a donor's address (the same answer for any address). */
  donorSignIn: '/api/donors/sign-in/',
  /** My Giving: trades a mailed link's token for the donor's session cookie; DELETE signs out. */
  donorSession: '/api/donors/session/',
  /** My Giving: the signed-in donor's gifts and totals. */
  myGiving: '/api/donors/me/',
  /** My Giving: the language of the donor's receipts, statements and mails; PUT sets it. */
  myLanguage: '/api/donors/me/language/',
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
  /**
   * Administrators, sandbox gifts only: simulate the next renewal of a
   * recurring gift, paid (recorded, receipt mailed) or failed (the donor is
   * mailed where to update the card), as Stripe's `invoice.*` notices do.
   */
  sandboxRenewal: pathPattern('/api/payments/recurring/:id/sandbox-renewal/', (id: number) => ({
    id,
  })),
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
  /** The funds that take gifts today, in their order, with each goal's progress (docs/funds.md). */
  funds: '/api/funds/',
  /** Finance: every fund, retired ones too; POST adds one. */
  fundsAll: '/api/funds/all/',
  /** Finance: one fund; PUT renames, orders, dates or sets its goal. */
  fund: pathById('/api/funds/:id/'),
  /** Finance: retires a fund: it leaves the giving form and keeps its history. */
  fundRetire: pathPattern('/api/funds/:id/retire/', (id: number) => ({ id })),
  /** Finance: the basket's batches, newest first; POST opens one (docs/batches.md). */
  batches: '/api/batches/',
  /** Finance: donors found by name, e-mail or envelope number (`q`), for a batch's entry. */
  batchDonors: '/api/batches/donors/',
  /** Finance: one batch with its entries; PUT changes it while it is open. */
  batch: pathById('/api/batches/:id/'),
  /** Finance: commits a batch whose entries add up to its counted total; it is then locked. */
  batchCommit: pathPattern('/api/batches/:id/commit/', (id: number) => ({ id })),
  /** Finance: adds an entry (a gift) to an open batch. */
  batchEntries: pathPattern('/api/batches/:id/entries/', (id: number) => ({ id })),
  /** Finance: an open batch's entry; DELETE removes it. */
  batchEntry: pathPattern('/api/batches/:id/entries/:entryId/', (id: number, entryId: number) => ({
    id,
    entryId,
  })),
  /** Finance: reverses a committed batch's entry with a negative counter-entry and a reason. */
  batchEntryReverse: pathPattern(
    '/api/batches/:id/entries/:entryId/reverse/',
    (id: number, entryId: number) => ({ id, entryId }),
  ),
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
} as const;
