/** The API's calls of donors and My Giving, statements and payments (put together by createParishApi in client.ts). */
import {
  type CapturedOrder,
  type CheckoutSession,
  type DonorSignInAnswer,
  type DonorSummary,
  type FundTotal,
  type GiftRecord,
  type GivingPeriodTotal,
  type MyGiving,
  type PayPalOrder,
  type Payment,
  type PaymentReceipt,
  type PaymentSetup,
  type RecurringGift,
  type StatementJob,
  apiPaths,
} from '../api';
import { answer, listOf, noAnswer } from '../crud';
import type { HttpClient } from '../httpClient';
import type { Fund, FundValues } from './funds';
import type { DonorLanguageValues, DonorSessionInput, DonorSignInInput } from './donors';
import type {
  CaptureOrderInput,
  CheckoutSessionPayload,
  CreateOrderPayload,
  DonationPayload,
  RecurringDonationPayload,
  RecurringGiftChangeValues,
} from './payments';
import type { StatementResendValues, StatementRunValues } from './statements';

export function givingCalls(http: HttpClient) {
  const listAt = listOf(http);
  return {
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
      /** My Giving: the language of the donor's receipts, statements and mails. */
      setLanguage: (input: DonorLanguageValues) =>
        answer(http.put<MyGiving>(apiPaths.myLanguage, input)),
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
    funds: {
      /** The funds that take gifts today, in their order, with their goals' progress. */
      list: listAt<Fund>(apiPaths.funds),
      /** Finance: every fund, retired ones too, in their order. */
      all: listAt<Fund>(apiPaths.fundsAll),
      get: (id: number, signal?: AbortSignal) =>
        answer(http.get<Fund>(apiPaths.fund(id), { signal })),
      create: (input: FundValues) => answer(http.post<Fund>(apiPaths.funds, input)),
      update: (id: number, input: FundValues) => answer(http.put<Fund>(apiPaths.fund(id), input)),
      /** Finance: the fund leaves the giving form; its gifts keep its name. */
      retire: (id: number) => answer(http.post<Fund>(apiPaths.fundRetire(id))),
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
