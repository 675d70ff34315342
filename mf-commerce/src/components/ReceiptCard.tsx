import { useId } from 'react';
import { Box, Button, Card, CardContent, GlobalStyles, Typography } from '@mui/material';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { fundName, type PaymentReceipt } from '@parish/shared-types';
import { useFormat, useLanguage } from '@parish/shared-web';
import {
  AWAITING_CONFIRMATION_NOTE,
  DONATION_THANKS_MESSAGE,
  PURCHASE_THANKS_MESSAGE,
} from '../lib/checkoutMessages';
import { frequencyNamed } from '../lib/givingTexts';
import { useT } from '../lib/i18n';

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
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const headingId = useId();
  const isGift = receipt.purpose !== 'shop';
  const giftCents = Math.round((receipt.amount - receipt.processing_fee) * 100);
  const rows: [string, string][] = [];
  if (isGift) {
    rows.push([
      t('commerce.receipt.gift', { frequency: frequencyNamed(receipt.frequency) }),
      format.price(giftCents / 100),
    ]);
    for (const share of receipt.funds)
      rows.push([fundName(share, language), format.price(share.amount)]);
    if (receipt.processing_fee > 0) {
      rows.push([t('commerce.receipt.feeCovered'), format.price(receipt.processing_fee)]);
    }
  }
  for (const item of receipt.items ?? []) {
    rows.push([`${item.title} × ${item.quantity}`, format.price(item.unit_price * item.quantity)]);
  }
  rows.push([t('commerce.receipt.total'), format.price(receipt.amount)]);
  rows.push([t('commerce.receipt.date'), format.dateTime(receipt.date)]);
  rows.push([t('commerce.receipt.reference'), receipt.reference]);

  return (
    <Card component="section" aria-labelledby={headingId} {...{ [PRINT_AREA]: '' }} sx={{ mt: 4 }}>
      {printOnlyTheReceipt}
      <CardContent>
        <Typography id={headingId} variant="h4" component="h2" gutterBottom>
          {t(isGift ? 'commerce.receipt.giftHeading' : 'commerce.receipt.purchaseHeading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {t(isGift ? DONATION_THANKS_MESSAGE : PURCHASE_THANKS_MESSAGE)}
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
            {t(AWAITING_CONFIRMATION_NOTE)}
          </Typography>
        )}
        <Button
          variant="outlined"
          startIcon={<PrintOutlined aria-hidden />}
          onClick={onPrint}
          sx={{ mt: 3, '@media print': { display: 'none' } }}
        >
          {t('commerce.receipt.print')}
        </Button>
      </CardContent>
    </Card>
  );
}
