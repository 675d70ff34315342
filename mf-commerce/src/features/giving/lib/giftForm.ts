import {
  coveredFeeCents,
  DEFAULT_CARD_DONATION,
  donationInputSchema,
  GENERAL_FUND,
  FUND_KEY_PATTERN,
  receiptContactSchema,
  RECURRING_GIFT_PRICE_IDS,
  recurringDonationInputSchema,
  type GivingFundId,
  type NormalizedGift,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import type { ZodType } from 'zod';

/**
 * What the giving forms hold while the giver chooses: the amount as typed,
 * the one fund it goes to, or (`split`) each fund's part as typed, the fee
 * choice, for a recurring gift its frequency, and who the receipt goes to.
 */
export type GiftFormValues = {
  amount: string;
  fund: GivingFundId;
  split: boolean;
  funds: { fund: GivingFundId; amount: string }[];
  cover_fee: boolean;
  priceId: RecurringGiftPriceId;
  payer_name: string;
  payer_email: string;
};

const START: GiftFormValues = {
  amount: '',
  fund: GENERAL_FUND,
  split: false,
  funds: [],
  cover_fee: false,
  priceId: 'gift-monthly',
  payer_name: '',
  payer_email: '',
};

/**
 * A gift's schema with the receipt's name and address required (the API
 * takes a gift without them; these forms do not). Both are checked at once,
 * each failure under its field; the value is the gift's with the contact.
 * (Not zod's `.and()`: it throws when the two sides read a field apart,
 * as a blank name is for one and `null` for the other.)
 */
function withReceiptContact<S extends ZodType<object>>(giftSchema: S) {
  return receiptContactSchema
    .loose()
    .superRefine((values, ctx) => {
      for (const issue of giftSchema.safeParse(values).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    })
    .transform((values) => ({
      ...giftSchema.parse(values),
      payer_name: values.payer_name,
      payer_email: values.payer_email,
    }));
}

export const oneTimeGiftSchema = withReceiptContact(donationInputSchema);
export const recurringGiftSchema = withReceiptContact(recurringDonationInputSchema);

/** A one-time gift starts with no amount: Donate Now waits for one (spec). */
export const ONE_TIME_GIFT_START: GiftFormValues = START;
/** A recurring gift starts at the spec's default card gift, monthly. */
export const RECURRING_GIFT_START: GiftFormValues = {
  ...START,
  amount: String(DEFAULT_CARD_DONATION),
};

/**
 * The gift split across funds or given to one: splitting starts from the
 * fund already picked, holding the whole gift; back to one fund, it is the
 * first of the split's.
 */
export function withSplit(values: GiftFormValues, split: boolean): GiftFormValues {
  return {
    ...values,
    split,
    funds:
      split && values.funds.length === 0
        ? [{ fund: values.fund, amount: values.amount }]
        : values.funds,
    fund: !split && values.funds[0] ? values.funds[0].fund : values.fund,
  };
}

/**
 * The gift's amount chosen or typed. A split with one part still empty, or
 * still holding the whole gift, follows it: that part is the gift until
 * another fund shares it, whichever came first, the amount or the switch.
 */
export function withAmount(values: GiftFormValues, amount: string): GiftFormValues {
  const [only, ...others] = values.funds;
  const follows =
    values.split &&
    only !== undefined &&
    others.length === 0 &&
    (only.amount.trim() === '' || only.amount === values.amount);
  return { ...values, amount, funds: follows ? [{ ...only, amount }] : values.funds };
}

/**
 * A gift form taken over with the split switched before (see
 * `useSchemaForm`'s `takenOver`): split as the switch does it, with the
 * amount typed meanwhile.
 */
export function splitAsSwitched(typed: GiftFormValues, before: GiftFormValues): GiftFormValues {
  return typed.split === before.split
    ? typed
    : withSplit({ ...typed, split: before.split }, typed.split);
}

/** The shared gift schema's input: the one fund, or the split, never both; and the receipt's contact. */
export function giftInput(values: GiftFormValues) {
  const designation = values.split ? { funds: values.funds } : { fund: values.fund };
  return {
    amount: values.amount,
    ...designation,
    cover_fee: values.cover_fee,
    payer_name: values.payer_name,
    payer_email: values.payer_email,
  };
}

export function recurringGiftInput(values: GiftFormValues) {
  return { priceId: values.priceId, ...giftInput(values) };
}

/** A gift's figures in cents, by the same rule the server charges with. */
export function giftTotals(gift: NormalizedGift) {
  const giftCents = gift.amount * 100;
  const feeCents = gift.cover_fee ? coveredFeeCents(giftCents) : 0;
  return { giftCents, feeCents, totalCents: giftCents + feeCents };
}

/** The whole dollars typed, or null while the text is not yet an amount. */
export function typedDollars(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : null;
}

/** The fee (cents) the giver would add for the amount typed so far, for the checkbox's label. */
export function feeForTyped(text: string): number | null {
  const dollars = typedDollars(text);
  return dollars === null ? null : coveredFeeCents(dollars * 100);
}

/** The split's parts typed so far, in dollars (blank and unfinished parts count as 0). */
export function splitSoFar(values: GiftFormValues): number {
  return values.funds.reduce((sum, share) => sum + (typedDollars(share.amount) ?? 0), 0);
}

/** A fund's key's shape: whether the fund still takes gifts is the API's to say (422 naming it). */
const isFund = (value: unknown): value is GivingFundId =>
  typeof value === 'string' && FUND_KEY_PATTERN.test(value);

/**
 * A saved draft, if it still has a gift form's shape (it comes from storage,
 * which another version of the page may have written).
 */
export function parseGiftDraft(saved: unknown): GiftFormValues | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const draft = saved as Record<string, unknown>;
  const funds = Array.isArray(draft.funds) ? (draft.funds as unknown[]) : null;
  const shares = funds?.filter(
    (share): share is { fund: GivingFundId; amount: string } =>
      typeof share === 'object' &&
      share !== null &&
      isFund((share as { fund?: unknown }).fund) &&
      typeof (share as { amount?: unknown }).amount === 'string',
  );
  if (
    typeof draft.amount !== 'string' ||
    !isFund(draft.fund) ||
    typeof draft.split !== 'boolean' ||
    !shares ||
    shares.length !== funds?.length ||
    typeof draft.cover_fee !== 'boolean' ||
    !(RECURRING_GIFT_PRICE_IDS as readonly unknown[]).includes(draft.priceId)
  ) {
    return null;
  }
  return {
    amount: draft.amount,
    fund: draft.fund,
    split: draft.split,
    funds: shares.map((share) => ({ fund: share.fund, amount: share.amount })),
    cover_fee: draft.cover_fee,
    priceId: draft.priceId as RecurringGiftPriceId,
    // A draft from before the receipt fields simply has them blank.
    payer_name: typeof draft.payer_name === 'string' ? draft.payer_name : '',
    payer_email: typeof draft.payer_email === 'string' ? draft.payer_email : '',
  };
}

/** The payment dialog's calls run only while it is open, which is while a gift is being paid. */
export function giftBeingPaid<T>(gift: T | null): T {
  if (!gift) throw new Error('No gift is being paid.');
  return gift;
}
