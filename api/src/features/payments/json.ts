/**
 * The payment answers as zod schemas for the OpenAPI document, each checked
 * at compile time against its shared-types interface (both ways).
 */
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type CapturedOrder,
  type CheckoutSession,
  type Payment,
  type PaymentSetup,
  type PayPalOrder,
} from '@parish/shared-types';
import { z } from 'zod';
import { dateTime, id, shapeOf } from '../../openapi/schemas';

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
    card: z.object({
      provider: z.enum(['stripe', 'sandbox']),
      publishableKey: z.string().nullable().describe('Stripe.js publishable key (pk_…)'),
    }),
    paypal: z.object({
      provider: z.enum(['paypal', 'sandbox']),
      clientId: z.string().nullable().describe("PayPal's public client id, for its buttons"),
    }),
    currency: z.literal('USD'),
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
    items: z
      .array(
        z.object({
          product_id: id,
          title: z.string(),
          quantity: z.int().positive(),
          unit_price: dollars,
        }),
      )
      .nullable(),
    price_id: z.string().nullable(),
    provider_reference: z.string().nullable(),
    created_at: dateTime,
    updated_at: dateTime,
    completed_at: dateTime.nullable(),
    refund_requested_at: dateTime
      .nullable()
      .describe('Set when the visitor cancelled the booking this payment paid for: refund it'),
  }),
);
