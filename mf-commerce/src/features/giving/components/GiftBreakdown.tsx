import { Box, Typography } from '@mui/material';
import type { NormalizedGift } from '@parish/shared-types';
import { useFormat } from '@parish/shared-web';
import type { Frequency } from '../../../lib/givingTexts';
import { useFundNameOf } from '../api/funds';
import { useT } from '../lib/i18n';
import { giftTotals } from '../lib/giftForm';

/** What the giver is about to pay, shown before they choose how: each fund's part, the fee, the total. */
export function GiftBreakdown({
  gift,
  frequency,
}: {
  gift: NormalizedGift;
  frequency?: Frequency;
}) {
  const t = useT();
  const format = useFormat();
  const nameOf = useFundNameOf();
  const { feeCents, totalCents } = giftTotals(gift);
  const rows: [string, string][] = [
    ...gift.funds.map((share): [string, string] => [
      nameOf(share.fund),
      format.price(share.amount),
    ]),
  ];
  if (feeCents > 0) rows.push([t('commerce.giving.breakdown.fee'), format.price(feeCents / 100)]);
  return (
    <Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Box
          sx={{ display: 'contents', '& > *': { borderTop: 1, borderColor: 'divider', pt: 0.5 } }}
        >
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {t('commerce.giving.breakdown.total', { frequency: frequency ?? 'other' })}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
            {format.price(totalCents / 100)}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
