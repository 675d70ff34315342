import { z } from 'zod';
import { BOOKING_NOT_FOUND_MESSAGE } from '../messages';
import { BOOKING_ID_PATTERN } from './bookings';
import { plainTextCheck, requiredMoney, requiredText } from './fields';

/**
 * The payment calls of spec section 7 (card checkout, PayPal orders, gifts)
 * and what the API records of each payment. Amounts are dollars on the wire;
 * the server computes them from its own data wherever the payload names
 * something it knows (a shop item, a booking) and keeps whole cents.
 */

/** What a payment paid for. */
export const PAYMENT_PURPOSES = ['booking', 'shop', 'donation', 'recurring_donation'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * `created`: asked of the provider; `pending`: the visitor paid by a method
 * that settles later; `completed`: the money is in; `failed`: the provider
 * refused it; `cancelled`: the visitor cancelled, or the booking's hold lapsed.
 */
export const PAYMENT_STATUSES = ['created', 'pending', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `sandbox` is the API's built-in offline provider, used when no provider keys are set. */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The spec's donation presets (section 9), in dollars. */
export const DONATION_PRESETS = [25, 50, 100, 250, 500] as const;
/** The gift a card donation or a recurring gift makes when no amount is chosen. */
export const DEFAULT_CARD_DONATION = 50;
/** The spec's custom minimum; the maximum guards against a mistyped amount. */
export const MIN_GIFT_DOLLARS = 1;
export const MAX_GIFT_DOLLARS = 100_000;
/** At most this many of one shop item in one purchase. */
export const MAX_PURCHASE_QUANTITY = 20;

/** Stripe refuses a card charge under 50 cents; PayPal has no such minimum. */
export const MIN_CARD_PAYMENT_CENTS = 50;
export const CARD_PAYMENT_MINIMUM_MESSAGE =
  'Card payments must be at least $0.50. Please pay this amount with PayPal instead.';

export const DONATION_AMOUNT_REQUIRED_MESSAGE = 'Please select or enter a donation amount';

/**
 * The recurring options and the fixed price identifier each is mapped to
 * (spec section 9); the page sends the identifier as `priceId`.
 */
export const RECURRING_GIFT_PLANS = [
  { priceId: 'gift-weekly', label: 'Weekly', interval: 'week', intervalCount: 1 },
  { priceId: 'gift-biweekly', label: 'Bi-Weekly', interval: 'week', intervalCount: 2 },
  { priceId: 'gift-monthly', label: 'Monthly', interval: 'month', intervalCount: 1 },
] as const;
export type RecurringGiftPlan = (typeof RECURRING_GIFT_PLANS)[number];
export type RecurringGiftPriceId = RecurringGiftPlan['priceId'];
const PRICE_IDS = RECURRING_GIFT_PLANS.map((plan) => plan.priceId) as [
  RecurringGiftPriceId,
  ...RecurringGiftPriceId[],
];

/** A gift in dollars: at least 1, at most 100,000, whole cents. */
export const giftAmountSchema = requiredMoney(DONATION_AMOUNT_REQUIRED_MESSAGE, {
  min: MIN_GIFT_DOLLARS,
  max: MAX_GIFT_DOLLARS,
});

const bookingReference = z
  .string({ error: BOOKING_NOT_FOUND_MESSAGE })
  .trim()
  .regex(BOOKING_ID_PATTERN, BOOKING_NOT_FOUND_MESSAGE)
  .optional();

const CHOOSE_ITEM_MESSAGE = 'Choose an item from the shop.';

const productText = z
  .string({ error: CHOOSE_ITEM_MESSAGE })
  .trim()
  .max(200)
  .refine(...plainTextCheck());

/**
 * The shop card's product as the spec sends it (name, price, description).
 * The server finds the item by `id`, or else by its title, and charges its
 * own price: a `price` sent here is never trusted.
 */
export const purchasedProductSchema = z.object({
  id: z
    .number({ error: CHOOSE_ITEM_MESSAGE })
    .int(CHOOSE_ITEM_MESSAGE)
    .positive(CHOOSE_ITEM_MESSAGE)
    .optional(),
  name: productText.optional(),
  title: productText.optional(),
  price: z.number().optional(),
  description: z
    .string()
    .refine(...plainTextCheck({ multiline: true }))
    .optional(),
});

const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1.';
const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_PURCHASE_QUANTITY, `At most ${MAX_PURCHASE_QUANTITY} of one item per purchase.`)
  .default(1);

const NOTHING_TO_PAY_MESSAGE = 'Choose an item from the shop or a booking to pay for.';

type PurchasedProduct = z.output<typeof purchasedProductSchema>;

/** A product named neither by `id` nor by name is a 400 naming `product`. */
function requireProductName(product: PurchasedProduct | undefined, ctx: z.RefinementCtx) {
  if (product && product.id === undefined && !productName(product)) {
    ctx.addIssue({ code: 'custom', path: ['product'], message: CHOOSE_ITEM_MESSAGE });
  }
}

/**
 * `POST /api/checkout/create-checkout-session`: card checkout of a shop item
 * (`product`, spec section 7) or of a pending booking (`booking_id`).
 */
export const checkoutSessionInputSchema = z
  .object({
    product: purchasedProductSchema.optional(),
    quantity,
    booking_id: bookingReference,
  })
  .superRefine((input, ctx) => {
    if (input.booking_id === undefined && input.product === undefined) {
      ctx.addIssue({ code: 'custom', path: ['product'], message: NOTHING_TO_PAY_MESSAGE });
    } else {
      requireProductName(input.product, ctx);
    }
  });
export type CheckoutSessionInput = z.output<typeof checkoutSessionInputSchema>;
export type CheckoutSessionPayload = z.input<typeof checkoutSessionInputSchema>;

/** The item's name as the shop card sends it (`name`, or the product's own `title`). */
export function productName(product: { name?: string; title?: string }): string {
  return (product.name || product.title || '').trim();
}

/**
 * `POST /api/config/create-order`: a PayPal order. With `booking_id` or
 * `product` the server sets the amount; otherwise `amount` is a gift.
 */
export const createOrderInputSchema = z
  .object({
    // Checked below, and only for a gift: with a product or booking the server sets the amount.
    amount: z.union([z.number(), z.string(), z.null()], { error: 'Must be a number' }).optional(),
    product: purchasedProductSchema.optional(),
    quantity,
    booking_id: bookingReference,
  })
  .superRefine((input, ctx) => {
    if (input.booking_id !== undefined || input.product !== undefined) {
      requireProductName(input.product, ctx);
      return;
    }
    const amount = giftAmountSchema.safeParse(input.amount);
    if (!amount.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: amount.error.issues[0]?.message ?? DONATION_AMOUNT_REQUIRED_MESSAGE,
      });
    }
  });
export type CreateOrderInput = z.output<typeof createOrderInputSchema>;
export type CreateOrderPayload = z.input<typeof createOrderInputSchema>;

/** `POST /api/config/capture-order` (and the shop's `/config/capture-order`). */
export const captureOrderInputSchema = z.object({
  orderID: requiredText('orderID is required.', 100),
});
export type CaptureOrderInput = z.output<typeof captureOrderInputSchema>;

/** `POST /api/payment/donate`: a one-time card gift. */
export const donationInputSchema = z.object({ amount: giftAmountSchema });
export type DonationInput = z.output<typeof donationInputSchema>;
export type DonationPayload = z.input<typeof donationInputSchema>;

/** `POST /api/payment/recurring-donate`: a recurring card gift; `amount` defaults to 50. */
export const recurringDonationInputSchema = z.object({
  priceId: z.enum(PRICE_IDS, { error: 'Choose Weekly, Bi-Weekly or Monthly.' }),
  amount: giftAmountSchema.optional(),
});
export type RecurringDonationInput = z.output<typeof recurringDonationInputSchema>;
export type RecurringDonationPayload = z.input<typeof recurringDonationInputSchema>;

export function recurringGiftPlan(priceId: RecurringGiftPriceId): RecurringGiftPlan {
  const plan = RECURRING_GIFT_PLANS.find((candidate) => candidate.priceId === priceId);
  if (!plan) throw new Error(`Unknown recurring gift price id: ${priceId}`);
  return plan;
}

/** The spec's message for a card or capture failure (section 8). */
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.';
export const SHOP_ITEM_UNAVAILABLE_MESSAGE = 'This item is no longer in the shop.';
export const BOOKING_ALREADY_PAID_MESSAGE = 'This booking is already paid.';
export const BOOKING_NOT_PAYABLE_MESSAGE =
  'This booking is no longer held (it was cancelled or its time ran out). Please book again.';
export const PAYMENT_UNDER_WAY_MESSAGE =
  'A payment for this booking is already under way. Finish it or wait for it to lapse.';
export const ORDER_NOT_FOUND_MESSAGE = 'This PayPal order was not found.';
export const ORDER_CLOSED_MESSAGE =
  'This order was cancelled or has failed and cannot be captured.';
