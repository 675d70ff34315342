import { RECURRING_GIFT_PLANS, type RecurringGiftPriceId } from '@parish/shared-types';
import type { CommerceMessageId } from './i18n';

/** A recurring gift's frequency as the messages select it (`{frequency, select, weekly {…} …}`). */
export type Frequency = 'weekly' | 'biweekly' | 'monthly';

export const FREQUENCIES: Record<RecurringGiftPriceId, Frequency> = {
  'gift-weekly': 'weekly',
  'gift-biweekly': 'biweekly',
  'gift-monthly': 'monthly',
};

/** Each frequency's name ('Weekly', 'Bi-Weekly', 'Monthly'). */
export const FREQUENCY_NAMES: Record<Frequency, CommerceMessageId> = {
  weekly: 'commerce.frequency.weekly',
  biweekly: 'commerce.frequency.biweekly',
  monthly: 'commerce.frequency.monthly',
};

/**
 * The frequency the API names in English ('Monthly', its plan's label);
 * `other` for a one-time gift (null) or a name no plan has.
 */
export function frequencyNamed(label: string | null): Frequency | 'other' {
  const plan = RECURRING_GIFT_PLANS.find((candidate) => candidate.label === label);
  return plan ? FREQUENCIES[plan.priceId] : 'other';
}
