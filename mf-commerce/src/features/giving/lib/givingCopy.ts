import type { GivingFundId } from '@parish/shared-types';

export const GIVING_PAGE_DESCRIPTION =
  'Give to Holy Trinity online, once or every week or month, to the fund you choose, or by check, in person or through your estate.';

/** Said when a cancelled card checkout brings the giver back: their choices are still in the form. */
export const GIFT_CANCELLED_MESSAGE =
  'Your gift was cancelled and nothing was charged. Your choices are still here if you would like to try again.';

/** What each fund pays for, under its button on the Designated Gift card. */
export const FUND_DESCRIPTIONS: Record<GivingFundId, string> = {
  building: 'Care and repair of our church and hall',
  missions: 'Partners in mission near and far',
  youth: 'Youth groups, retreats and formation',
  outreach: 'Food pantry and help for neighbours',
  worship: 'Music, liturgy and the sacraments',
  general: 'Wherever the need is greatest',
};

export const RECURRING_CARD_ONLY_NOTE =
  'Recurring gifts are made by card. To change or stop one, contact the parish office.';
