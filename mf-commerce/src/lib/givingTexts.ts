import {
  RECURRING_GIFT_PLANS,
  type GivingFundId,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import type { CommerceMessageId } from './i18n';

/** Each fund's name as the pages show it, by the fund's id (shared-types' GIVING_FUNDS). */
export const FUND_NAMES: Record<GivingFundId, CommerceMessageId> = {
  building: 'commerce.funds.building.name',
  missions: 'commerce.funds.missions.name',
  youth: 'commerce.funds.youth.name',
  outreach: 'commerce.funds.outreach.name',
  worship: 'commerce.funds.worship.name',
  general: 'commerce.funds.general.name',
};

/** What each fund pays for, under its button on the Designated Gift card. */
export const FUND_DESCRIPTIONS: Record<GivingFundId, CommerceMessageId> = {
  building: 'commerce.funds.building.description',
  missions: 'commerce.funds.missions.description',
  youth: 'commerce.funds.youth.description',
  outreach: 'commerce.funds.outreach.description',
  worship: 'commerce.funds.worship.description',
  general: 'commerce.funds.general.description',
};

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
