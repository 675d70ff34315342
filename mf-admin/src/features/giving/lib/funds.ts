import { fundName, type FundShare } from '@parish/shared-types';
import type { ResourceContext } from '../../../resources/lib/resourceText';

/** Where a gift went, fund by fund: `Building Fund $30.00, Missions $20.00` ('' for no gift). */
function describeFunds(funds: readonly FundShare[], { format }: ResourceContext): string {
  return funds
    .map((share) => `${fundName(share, format.language)} ${format.price(share.amount)}`)
    .join(', ');
}

/** The processing fee the giver covered (the receipt's words), or '' when they covered none. */
function describeCoveredFee(processingFee: number, { t, format }: ResourceContext): string {
  return processingFee > 0
    ? t('admin.giving.feeCovered', { amount: format.price(processingFee) })
    : '';
}

/** The funds and the covered fee, as one cell: `General Fund $50.00; Processing fee covered $1.81`. */
export function describeGift(
  gift: {
    funds: readonly FundShare[];
    processing_fee: number;
  },
  context: ResourceContext,
): string {
  return [describeFunds(gift.funds, context), describeCoveredFee(gift.processing_fee, context)]
    .filter((part) => part !== '')
    .join('; ');
}
