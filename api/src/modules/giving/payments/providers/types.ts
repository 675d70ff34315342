import type { Language, PaymentProvider, RecurringGiftPriceId } from '@parish/shared-types';

/** A card checkout the visitor completes on the provider's page. */
export interface CheckoutRequest {
  /** Our payment's id, passed to the provider so its notices can be matched. */
  paymentId: number;
  amountCents: number;
  /** The line the visitor sees on the checkout page. */
  description: string;
  /** For a recurring gift: how often it repeats, and the plan it is (the provider's price). */
  recurring: {
    interval: 'week' | 'month';
    intervalCount: number;
    priceId: RecurringGiftPriceId;
  } | null;
  /** The part of `amountCents` that covers the processing fee (a gift's giver chose to add it). */
  feeCents: number;
  successUrl: string;
  cancelUrl: string;
  /** When the provider should stop taking the payment (a booking's seat hold). */
  expiresAt: Date | null;
  /** Where the visitor's browser reaches this API (the sandbox serves its checkout page here). */
  apiOrigin: string;
  /** The language of the page that asked, for the provider's own page (English: the provider's default). */
  language?: Language;
}

export interface CheckoutSessionCreated {
  id: string;
  url: string;
}

export interface CardCheckoutProvider {
  readonly name: PaymentProvider;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSessionCreated>;
  /**
   * Closes a session at the provider so it can no longer be paid (a booking
   * whose hold lapsed). Absent when the provider's page checks our records itself.
   */
  expireCheckoutSession?(sessionId: string): Promise<void>;
}

/** A recurring gift's new terms, as its donor changed them (My Giving). */
export interface SubscriptionChange {
  /** The gift each time, without a covered fee. */
  giftCents: number;
  /** The covered fee added each time (0: none). */
  feeCents: number;
  recurring: {
    interval: 'week' | 'month';
    intervalCount: number;
    priceId: RecurringGiftPriceId;
  };
}

/**
 * What a donor does to their recurring gift, at the provider that charges
 * it: Stripe's subscription in live mode. The sandbox charges nothing by
 * itself, so its changes are only recorded (each method does nothing).
 */
export interface SubscriptionProvider {
  readonly name: PaymentProvider;
  changeSubscription(subscriptionId: string, change: SubscriptionChange): Promise<void>;
  /** No gift is taken until it is resumed. */
  pauseSubscription(subscriptionId: string): Promise<void>;
  resumeSubscription(subscriptionId: string): Promise<void>;
  /** Ends it at once: no gift is taken again. */
  cancelSubscription(subscriptionId: string): Promise<void>;
}

export interface OrderRequest {
  paymentId: number;
  amountCents: number;
  description: string;
}

/** What capturing an order did: `COMPLETED` means the money is in. */
export interface OrderCapture {
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  /** The amount the provider says it captured, when it says. */
  amountCents: number | null;
  currency: string | null;
}

export interface PayPalOrderProvider {
  readonly name: PaymentProvider;
  createOrder(request: OrderRequest): Promise<{ id: string }>;
  captureOrder(orderId: string): Promise<OrderCapture>;
}

/** The provider could not be reached or refused the request: a 502, the payment stays retryable. */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentProvider,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
    /** The provider's error code (e.g. PayPal's `ORDER_ALREADY_CAPTURED`). */
    readonly code?: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * One request to a provider's REST API, bounded in time: its status and JSON
 * body (null when it sent none). Not reaching it at all is a ProviderError.
 */
export async function callProvider(
  provider: PaymentProvider,
  label: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(provider, `cannot reach ${label}: ${(error as Error).message}`);
  }
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Whole cents as the providers' decimal string: 1250 → "12.50". */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12.50" → 1250; null for anything that is not a plain amount. */
export function decimalToCents(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
