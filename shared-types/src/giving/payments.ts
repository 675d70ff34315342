import { z } from 'zod';
import { BOOKING_NOT_FOUND_MESSAGE } from '../messages';
import { INTENTION_NOT_FOUND_MESSAGE } from '../worship/intentionNotFound';
import { BOOKING_ID_PATTERN } from '../ticketing/bookings';
import { plainTextCheck, requiredInteger, requiredText } from '../schemas/fields';
import { payerFields } from '../messaging/mail';
import { FUND_KEY_PATTERN } from './funds';

/**
 * The payment calls of spec section 7 (card checkout, PayPal orders, gifts)
 * and what the API records of each payment. Amounts are dollars on the wire;
 * the server computes them from its own data wherever the payload names
 * something it knows (a shop item, a booking) and keeps whole cents.
 */

/** What a payment paid for. */
export const PAYMENT_PURPOSES = [
  'booking',
  'shop',
  'donation',
  'recurring_donation',
  'intention',
] as const;
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

/** A fund's key ('building', 'christmas-flowers'): one of the funds the office keeps. */
export type GivingFundId = string;
export const GENERAL_FUND: GivingFundId = 'general';
/** At most this many funds in one split gift. */
export const MAX_SPLIT_FUNDS = 12;
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
export const RECURRING_GIFT_PRICE_IDS = RECURRING_GIFT_PLANS.map((plan) => plan.priceId) as [
  RecurringGiftPriceId,
  ...RecurringGiftPriceId[],
];

export const WHOLE_DOLLARS_MESSAGE = 'Enter a whole number of dollars, without cents.';
export const GIFT_MINIMUM_MESSAGE = 'The smallest gift is $1.';
export const GIFT_MAXIMUM_MESSAGE =
  'Gifts above $100,000 cannot be made online. Please contact the parish office.';

/** A gift in whole dollars (spec: whole numbers, at least 1), at most 100,000. */
export const giftAmountSchema = requiredInteger(DONATION_AMOUNT_REQUIRED_MESSAGE, {
  min: MIN_GIFT_DOLLARS,
  max: MAX_GIFT_DOLLARS,
  invalidMessage: WHOLE_DOLLARS_MESSAGE,
  minMessage: GIFT_MINIMUM_MESSAGE,
  maxMessage: GIFT_MAXIMUM_MESSAGE,
});

export const UNKNOWN_FUND_MESSAGE = 'Choose one of the parish funds.';

/**
 * A gift's fund as the forms send it: a fund's key. The schema checks its
 * shape only; the API checks that it names a fund that takes gifts today
 * (not retired, within its window) and answers 422 naming the field.
 */
export const fundKeySchema = z
  .string({ error: UNKNOWN_FUND_MESSAGE })
  .trim()
  .max(80, UNKNOWN_FUND_MESSAGE)
  .regex(FUND_KEY_PATTERN, UNKNOWN_FUND_MESSAGE);
export const FUND_CHOSEN_TWICE_MESSAGE = 'Each fund can be chosen once.';
export const NO_FUND_MESSAGE = 'Choose at least one fund.';
export const FUND_PART_REQUIRED_MESSAGE = 'Enter how much goes to this fund.';
export const FUND_PART_MINIMUM_MESSAGE = 'Each part must be at least $1.';

/** Says how far a split is from its gift: the parts must sum to it exactly. */
export function splitMismatchMessage(partsDollars: number, giftDollars: number): string {
  return `The parts add up to $${partsDollars}, but the gift is $${giftDollars}. Make them equal.`;
}

/** One fund's part of a gift, in whole dollars. */
export const fundShareSchema = z.object({
  fund: fundKeySchema,
  amount: requiredInteger(FUND_PART_REQUIRED_MESSAGE, {
    min: MIN_GIFT_DOLLARS,
    max: MAX_GIFT_DOLLARS,
    invalidMessage: WHOLE_DOLLARS_MESSAGE,
    minMessage: FUND_PART_MINIMUM_MESSAGE,
    maxMessage: GIFT_MAXIMUM_MESSAGE,
  }),
});
export type FundShareInput = z.output<typeof fundShareSchema>;

export const FUND_OR_SPLIT_MESSAGE = 'Choose one fund, or split the gift across several, not both.';

/**
 * Where a gift goes and whether the giver adds the processing fee: `fund`
 * names the one fund it all goes to, or `funds` splits it (the parts in
 * whole dollars, summing to `amount`); with neither it goes to the General
 * Fund. The fee is never sent: the server computes it from `cover_fee`
 * (rules/giving.ts).
 */
const giftDesignation = {
  fund: fundKeySchema.optional(),
  funds: z
    .array(fundShareSchema, { error: NO_FUND_MESSAGE })
    .min(1, NO_FUND_MESSAGE)
    .max(MAX_SPLIT_FUNDS, `Split a gift across at most ${MAX_SPLIT_FUNDS} funds.`)
    .optional(),
  cover_fee: z.boolean({ error: 'Must be true or false.' }).optional(),
};

/** A gift as the API keeps it: every fund named with its part, the fee choice made. */
export interface NormalizedGift {
  amount: number;
  funds: FundShareInput[];
  cover_fee: boolean;
  /** Who the receipt goes to (null: no receipt by mail). */
  payer_name: string | null;
  payer_email: string | null;
}

/** A split must name each fund once, and its parts must add up to the gift. */
function checkSplit(
  gift: { amount?: number; fund?: GivingFundId | undefined; funds?: FundShareInput[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (!gift.funds || gift.amount === undefined) return;
  if (gift.fund !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['fund'], message: FUND_OR_SPLIT_MESSAGE });
  }
  const seen = new Set<GivingFundId>();
  gift.funds.forEach((share, index) => {
    if (seen.has(share.fund)) {
      ctx.addIssue({
        code: 'custom',
        path: ['funds', index, 'fund'],
        message: FUND_CHOSEN_TWICE_MESSAGE,
      });
    }
    seen.add(share.fund);
  });
  const parts = gift.funds.reduce((sum, share) => sum + share.amount, 0);
  if (parts !== gift.amount) {
    ctx.addIssue({
      code: 'custom',
      path: ['funds'],
      message: splitMismatchMessage(parts, gift.amount),
    });
  }
}

function normalizeGift(gift: {
  amount: number;
  fund?: GivingFundId | undefined;
  funds?: FundShareInput[] | undefined;
  cover_fee?: boolean | undefined;
  payer_name?: string | null | undefined;
  payer_email?: string | null | undefined;
}): NormalizedGift {
  return {
    amount: gift.amount,
    funds: gift.funds ?? [{ fund: gift.fund ?? GENERAL_FUND, amount: gift.amount }],
    cover_fee: gift.cover_fee ?? false,
    payer_name: gift.payer_name ?? null,
    payer_email: gift.payer_email ?? null,
  };
}

const bookingReference = z
  .string({ error: BOOKING_NOT_FOUND_MESSAGE })
  .trim()
  .regex(BOOKING_ID_PATTERN, BOOKING_NOT_FOUND_MESSAGE)
  .optional();

/** A held Mass intention's id (docs/mass-intentions.md): the server charges the offering. */
const intentionReference = z.coerce
  .number({ error: INTENTION_NOT_FOUND_MESSAGE })
  .int(INTENTION_NOT_FOUND_MESSAGE)
  .positive(INTENTION_NOT_FOUND_MESSAGE)
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
export type PurchasedProductPayload = z.input<typeof purchasedProductSchema>;

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
    intention_id: intentionReference,
    ...payerFields,
  })
  .superRefine((input, ctx) => {
    if (input.intention_id !== undefined) return;
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

/** `POST /api/payment/donate`: a one-time card gift, to one fund or split across several. */
export const donationInputSchema = z
  .object({ amount: giftAmountSchema, ...giftDesignation, ...payerFields })
  .superRefine(checkSplit)
  .transform(normalizeGift);
export type DonationInput = z.output<typeof donationInputSchema>;
export type DonationPayload = z.input<typeof donationInputSchema>;

/**
 * `POST /api/config/create-order`: a PayPal order. With `booking_id` or
 * `product` the server sets the amount; otherwise it is a gift: `amount`,
 * and its `funds` and `cover_fee` as for a card gift.
 */
export const createOrderInputSchema = z
  .object({
    // Checked below, and only for a gift: with a product or booking the server sets the amount.
    amount: z.union([z.number(), z.string(), z.null()], { error: 'Must be a number' }).optional(),
    fund: z.unknown().optional(),
    funds: z.unknown().optional(),
    cover_fee: z.unknown().optional(),
    product: purchasedProductSchema.optional(),
    quantity,
    booking_id: bookingReference,
    intention_id: intentionReference,
    ...payerFields,
  })
  .superRefine((input, ctx) => {
    if (input.intention_id !== undefined) return;
    if (input.booking_id !== undefined || input.product !== undefined) {
      requireProductName(input.product, ctx);
      return;
    }
    const gift = donationInputSchema.safeParse({
      amount: input.amount,
      fund: input.fund,
      funds: input.funds,
      cover_fee: input.cover_fee,
    });
    for (const issue of gift.success ? [] : gift.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type CreateOrderInput = z.output<typeof createOrderInputSchema>;
export type CreateOrderPayload = z.input<typeof createOrderInputSchema>;

/** The gift a PayPal order is for, when it names no shop item or booking. */
export function giftOfOrder(input: CreateOrderInput): NormalizedGift {
  return donationInputSchema.parse({
    amount: input.amount,
    fund: input.fund,
    funds: input.funds,
    cover_fee: input.cover_fee,
    payer_name: input.payer_name,
    payer_email: input.payer_email,
  });
}

/** `POST /api/config/capture-order` (and the shop's `/config/capture-order`). */
export const captureOrderInputSchema = z.object({
  orderID: requiredText('orderID is required.', 100),
});
export type CaptureOrderInput = z.output<typeof captureOrderInputSchema>;

/**
 * `POST /api/payment/recurring-donate`: a recurring card gift. `priceId`
 * names the frequency (the server maps it to its configured provider
 * price); `amount` defaults to 50; `funds` and `cover_fee` as for one gift.
 */
export const RECURRING_FREQUENCY_MESSAGE = 'Choose Weekly, Bi-Weekly or Monthly.';

export const recurringDonationInputSchema = z
  .object({
    priceId: z.enum(RECURRING_GIFT_PRICE_IDS, { error: RECURRING_FREQUENCY_MESSAGE }),
    amount: giftAmountSchema.optional(),
    ...giftDesignation,
    ...payerFields,
  })
  .transform((input) => ({ ...input, amount: input.amount ?? DEFAULT_CARD_DONATION }))
  .superRefine(checkSplit)
  .transform((input) => ({ priceId: input.priceId, ...normalizeGift(input) }));
export type RecurringDonationInput = z.output<typeof recurringDonationInputSchema>;
export type RecurringDonationPayload = z.input<typeof recurringDonationInputSchema>;

/**
 * A donor's change to their recurring gift (My Giving): the amount and the
 * frequency, validated exactly as at the first gift (the same frequency
 * enum and `giftAmountSchema`, with the spec's messages). Its funds keep
 * their shares of the gift; a covered fee is computed again for the new amount.
 */
export const recurringGiftChangeInputSchema = z.object({
  priceId: z.enum(RECURRING_GIFT_PRICE_IDS, { error: RECURRING_FREQUENCY_MESSAGE }),
  amount: giftAmountSchema,
});
export type RecurringGiftChangeInput = z.output<typeof recurringGiftChangeInputSchema>;
export type RecurringGiftChangeValues = z.input<typeof recurringGiftChangeInputSchema>;

export function recurringGiftPlan(priceId: RecurringGiftPriceId): RecurringGiftPlan {
  const plan = RECURRING_GIFT_PLANS.find((candidate) => candidate.priceId === priceId);
  if (!plan) throw new Error(`Unknown recurring gift price id: ${priceId}`);
  return plan;
}
