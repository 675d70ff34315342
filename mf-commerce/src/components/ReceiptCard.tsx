import { useId } from 'react';
import { Box, Button, Card, CardContent, GlobalStyles, Typography } from '@mui/material';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { fundLabel, type PaymentReceipt } from '@parish/shared-types';
import { formatDateTime, formatPrice } from '@parish/shared-web';
import {
  AWAITING_CONFIRMATION_NOTE,
  DONATION_THANKS_MESSAGE,
  PURCHASE_THANKS_MESSAGE,
} from '../lib/checkoutMessages';

const PRINT_AREA = 'data-print-receipt';

/** Printing shows the receipt alone: the site's header, menu and footer stay on screen. */
const printOnlyTheReceipt = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`[${PRINT_AREA}], [${PRINT_AREA}] *`]: { visibility: 'visible' },
        [`[${PRINT_AREA}]`]: { position: 'absolute', top: 0, left: 0, width: '100%' },
      },
    }}
  />
);

/**
 * The receipt of a gift (amount, fund or funds, date, reference) or a
 * purchase (items), with a Print button.
 */
export function ReceiptCard({
  receipt,
  onPrint,
}: {
  receipt: PaymentReceipt;
  onPrint: () => void;
}) {
  const headingId = useId();
  const isGift = receipt.purpose !== 'shop';
  const giftCents = Math.round((receipt.amount - receipt.processing_fee) * 100);
  const rows: [string, string][] = [];
  if (isGift) {
    rows.push([
      receipt.frequency ? `${receipt.frequency} gift` : 'Gift',
      formatPrice(giftCents / 100),
    ]);
    for (const share of receipt.funds)
      rows.push([fundLabel(share.fund), formatPrice(share.amount)]);
    if (receipt.processing_fee > 0) {
      rows.push(['Processing fee covered', formatPrice(receipt.processing_fee)]);
    }
  }
  for (const item of receipt.items ?? []) {
    rows.push([`${item.title} × ${item.quantity}`, formatPrice(item.unit_price * item.quantity)]);
  }
  rows.push(['Total', formatPrice(receipt.amount)]);
  rows.push(['Date', formatDateTime(receipt.date)]);
  rows.push(['Reference', receipt.reference]);

  return (
    <Card component="section" aria-labelledby={headingId} {...{ [PRINT_AREA]: '' }} sx={{ mt: 4 }}>
      {printOnlyTheReceipt}
      <CardContent>
        <Typography id={headingId} variant="h4" component="h2" gutterBottom>
          {isGift ? 'Gift receipt' : 'Purchase receipt'}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {isGift ? DONATION_THANKS_MESSAGE : PURCHASE_THANKS_MESSAGE}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 3,
            rowGap: 0.75,
            m: 0,
          }}
        >
          {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {receipt.status !== 'completed' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {AWAITING_CONFIRMATION_NOTE}
          </Typography>
        )}
        <Button
          variant="outlined"
          startIcon={<PrintOutlined aria-hidden />}
          onClick={onPrint}
          sx={{ mt: 3, '@media print': { display: 'none' } }}
        >
          Print receipt
        </Button>
      </CardContent>
    </Card>
  );
}
