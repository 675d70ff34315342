import { Box, Typography } from '@mui/material';
import { fundLabel, type NormalizedGift } from '@parish/shared-types';
import { formatPrice } from '@parish/shared-web';
import { giftTotals } from '../lib/giftForm';

/** What the giver is about to pay, shown before they choose how: each fund's part, the fee, the total. */
export function GiftBreakdown({ gift, frequency }: { gift: NormalizedGift; frequency?: string }) {
  const { feeCents, totalCents } = giftTotals(gift);
  const rows: [string, string][] = [
    ...gift.funds.map((share): [string, string] => [
      fundLabel(share.fund),
      formatPrice(share.amount),
    ]),
  ];
  if (feeCents > 0) rows.push(['Processing fee', formatPrice(feeCents / 100)]);
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
            {frequency ? `Total, ${frequency.toLowerCase()}` : 'Total'}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
            {formatPrice(totalCents / 100)}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
