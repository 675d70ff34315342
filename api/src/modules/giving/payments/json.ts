/**
 * The payment answers as zod schemas for the OpenAPI document, each checked
 * at compile time against its shared-types interface (both ways).
 */
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  RECURRING_GIFT_PRICE_IDS,
  type CapturedOrder,
  type CheckoutSession,
  type FundTotal,
  type Payment,
  type PaymentReceipt,
  type PaymentSetup,
  type PayPalOrder,
  type RecurringGift,
} from '@parish/shared-types';
import { z } from 'zod';
import { dateTime, id, shapeOf } from '../../../openapi/schemas';

const dollars = z.number().describe('Dollars, computed by the server');

export const checkoutSessionJson = shapeOf<CheckoutSession>()(
  z.object({
    id: z.string().describe("The provider's checkout session id"),
    url: z.string().describe('Send the visitor here to pay'),
    amount: dollars,
    currency: z.literal('USD'),
  }),
);

export const payPalOrderJson = shapeOf<PayPalOrder>()(
  z.object({ orderID: z.string(), amount: dollars, currency: z.literal('USD') }),
);

export const capturedOrderJson = shapeOf<CapturedOrder>()(
  z.object({
    orderID: z.string(),
    status: z.enum(['COMPLETED', 'PENDING']),
    payment_id: id,
    amount: dollars,
    currency: z.literal('USD'),
    purpose: z.enum(PAYMENT_PURPOSES),
    booking_id: z.string().nullable(),
  }),
);

export const paymentSetupJson = shapeOf<PaymentSetup>()(
  z.object({
    sandbox: z
      .boolean()
      .describe('Sandbox mode (PAYMENTS_SANDBOX): test payments only, no money moves'),
    card: z
      .object({
        provider: z.enum(['stripe', 'sandbox']),
        publishableKey: z.string().nullable().describe('Stripe.js publishable key (pk_…)'),
      })
      .nullable()
      .describe('Null: the site takes no card payments'),
    paypal: z
      .object({
        provider: z.enum(['paypal', 'sandbox']),
        clientId: z.string().nullable().describe("PayPal's public client id, for its buttons"),
      })
      .nullable()
      .describe('Null: the site takes no PayPal payments'),
    currency: z.literal('USD'),
  }),
);

const fundShares = z
  .array(
    z.object({
      fund: z.string().describe("A fund's key (GET /api/funds/)"),
      amount: dollars,
      name: z.string(),
      name_es: z.string(),
    }),
  )
  .describe("Each fund's part of the gift");
const processingFee = dollars.describe(
  'What the giver added to cover the processing fee (part of amount); 0 when none',
);
const purchasedItems = z.array(
  z.object({
    product_id: id,
    title: z.string(),
    quantity: z.int().positive(),
    unit_price: dollars,
  }),
);

export const paymentJson = shapeOf<Payment>()(
  z.object({
    id,
    purpose: z.enum(PAYMENT_PURPOSES),
    provider: z.enum(PAYMENT_PROVIDERS),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    amount: dollars,
    currency: z.literal('USD'),
    booking_id: z.string().nullable(),
    items: purchasedItems.nullable(),
    price_id: z.string().nullable(),
    funds: fundShares,
    processing_fee: processingFee,
    recurring_gift_id: id.nullable(),
    provider_reference: z.string().nullable(),
    created_at: dateTime,
    updated_at: dateTime,
    completed_at: dateTime.nullable(),
    refund_requested_at: dateTime
      .nullable()
      .describe('Set when the visitor cancelled the booking this payment paid for: refund it'),
    donor_id: id.nullable().describe('Gifts: the donor; null when anonymous'),
  }),
);

export const fundTotalJson = shapeOf<FundTotal>()(
  z.object({
    fund: z.string().describe("A fund's key (GET /api/funds/)"),
    label: z.string(),
    name_es: z.string(),
    total: dollars.describe('Received from completed gifts, covered fees not included'),
    gifts: z.int().nonnegative(),
  }),
);

export const recurringGiftJson = shapeOf<RecurringGift>()(
  z.object({
    id,
    price_id: z.enum(RECURRING_GIFT_PRICE_IDS),
    frequency: z.string(),
    amount: dollars.describe('Charged each time, the covered fee included'),
    processing_fee: processingFee,
    funds: fundShares,
    status: z.enum(['pending', 'active', 'paused', 'cancelled']),
    provider: z.enum(PAYMENT_PROVIDERS),
    subscription_id: z.string().nullable(),
    donor_id: id.nullable(),
    created_at: dateTime,
    started_at: dateTime.nullable(),
    next_gift_on: z.iso.date().nullable(),
  }),
);

export const paymentReceiptJson = shapeOf<PaymentReceipt>()(
  z.object({
    reference: z.string(),
    purpose: z.enum(['shop', 'donation', 'recurring_donation', 'intention']),
    status: z.enum(['created', 'pending', 'completed']),
    amount: dollars,
    processing_fee: processingFee,
    funds: fundShares,
    items: purchasedItems.nullable(),
    frequency: z.string().nullable(),
    date: dateTime,
  }),
);
