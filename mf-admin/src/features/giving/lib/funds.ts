import { fundLabel, type FundShare } from '@parish/shared-types';
import { formatPrice } from '@parish/shared-web';

/** Where a gift went, fund by fund: `Building Fund $30.00, Missions $20.00` ('' for no gift). */
function describeFunds(funds: readonly FundShare[]): string {
  return funds.map((share) => `${fundLabel(share.fund)} ${formatPrice(share.amount)}`).join(', ');
}

/** The processing fee the giver covered (the receipt's words), or '' when they covered none. */
function describeCoveredFee(processingFee: number): string {
  return processingFee > 0 ? `Processing fee covered ${formatPrice(processingFee)}` : '';
}

/** The funds and the covered fee, as one cell: `General Fund $50.00; Processing fee covered $1.81`. */
export function describeGift(gift: {
  funds: readonly FundShare[];
  processing_fee: number;
}): string {
  return [describeFunds(gift.funds), describeCoveredFee(gift.processing_fee)]
    .filter((part) => part !== '')
    .join('; ');
}
