import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  apiPaths,
  fundName,
  type DonorGift,
  type Language,
  type MyGiving,
  type PaymentReceipt,
} from '@parish/shared-types';
import { apiUrl, EmptyState, useFormat, useLanguage, visuallyHidden } from '@parish/shared-web';
import { ReceiptCard } from '../../../components/ReceiptCard';
import { FREQUENCY_NAMES, frequencyNamed } from '../../../lib/givingTexts';
import { useT, type CommerceTranslate } from '../lib/i18n';

/** A gift as the printable receipt shows it. */
function receiptOf(gift: DonorGift): PaymentReceipt {
  return {
    reference: gift.reference,
    purpose: gift.frequency ? 'recurring_donation' : 'donation',
    status: 'completed',
    amount: gift.amount,
    processing_fee: gift.processing_fee,
    funds: gift.funds,
    items: null,
    frequency: gift.frequency,
    date: gift.date,
  };
}

const fundsOf = (gift: DonorGift, language: Language) =>
  gift.funds.map((share) => fundName(share, language)).join(', ');

/** A recurring gift's frequency ('Monthly'), in the page's language. */
function frequencyOf(frequency: string, t: CommerceTranslate): string {
  const named = frequencyNamed(frequency);
  return named === 'other' ? frequency : t(FREQUENCY_NAMES[named]);
}

/** A column of a table: its heading, right-aligned for figures, or read only by screen readers. */
interface Column {
  label: string;
  align?: 'right';
  hidden?: boolean;
}

/**
 * A titled section holding one table, which scrolls sideways within a
 * phone's width rather than widening the page.
 */
function TableSection({
  title,
  columns,
  children,
}: {
  title: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.hidden ? (
                    <Box component="span" sx={visuallyHidden}>
                      {column.label}
                    </Box>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** The donor's totals by year and by fund, and every gift with its receipt. */
export function GivingHistory({ giving }: { giving: MyGiving }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const [receipt, setReceipt] = useState<DonorGift | null>(null);
  if (giving.gifts.length === 0) {
    return <EmptyState>{t('commerce.myGiving.history.noGifts')}</EmptyState>;
  }
  return (
    <>
      <TableSection
        title={t('commerce.myGiving.history.byYear')}
        columns={[
          { label: t('commerce.myGiving.history.year') },
          { label: t('commerce.myGiving.history.gifts'), align: 'right' },
          { label: t('commerce.myGiving.history.total'), align: 'right' },
          { label: t('commerce.myGiving.history.statement') },
        ]}
      >
        {giving.totals_by_year.map((row) => (
          <TableRow key={row.year}>
            <TableCell>{row.year}</TableCell>
            <TableCell align="right">{row.gifts}</TableCell>
            <TableCell align="right">{format.price(row.total)}</TableCell>
            <TableCell>
              {/* The API answers the signed-in donor's own PDF, as a download. */}
              <Button
                size="small"
                component="a"
                href={apiUrl(apiPaths.myStatement(row.year))}
                download={`giving-statement-${row.year}.pdf`}
              >
                {t('commerce.myGiving.history.download')}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t('commerce.myGiving.history.downloadStatement', { year: String(row.year) })}
                </Box>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableSection>
      <TableSection
        title={t('commerce.myGiving.history.byFund')}
        columns={[
          { label: t('commerce.myGiving.history.fund') },
          { label: t('commerce.myGiving.history.total'), align: 'right' },
        ]}
      >
        {giving.totals_by_fund.map((row) => (
          <TableRow key={row.fund}>
            <TableCell>{fundName({ name: row.label, name_es: row.name_es }, language)}</TableCell>
            <TableCell align="right">{format.price(row.total)}</TableCell>
          </TableRow>
        ))}
      </TableSection>
      <TableSection
        title={t('commerce.myGiving.history.yourGifts')}
        columns={[
          { label: t('commerce.myGiving.history.date') },
          { label: t('commerce.myGiving.history.fund') },
          { label: t('commerce.myGiving.history.amount'), align: 'right' },
          { label: t('commerce.myGiving.history.receipt'), hidden: true },
        ]}
      >
        {giving.gifts.map((gift) => (
          <TableRow key={gift.id}>
            <TableCell>
              {format.date(gift.date)}
              {gift.frequency && (
                <Typography variant="body2" color="text.secondary">
                  {frequencyOf(gift.frequency, t)}
                </Typography>
              )}
            </TableCell>
            <TableCell>{fundsOf(gift, language)}</TableCell>
            <TableCell align="right">{format.price(gift.amount)}</TableCell>
            <TableCell>
              <Button
                size="small"
                onClick={() => setReceipt(gift)}
                aria-label={t('commerce.myGiving.history.receiptFor', {
                  amount: format.price(gift.amount),
                  date: format.date(gift.date),
                })}
              >
                {t('commerce.myGiving.history.receipt')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableSection>
      <Dialog
        open={receipt !== null}
        onClose={() => setReceipt(null)}
        slotProps={{ paper: { 'aria-label': t('commerce.receipt.giftHeading') } }}
        fullWidth
        maxWidth="sm"
      >
        <DialogContent>
          {receipt && <ReceiptCard receipt={receiptOf(receipt)} onPrint={() => window.print()} />}
        </DialogContent>
        <DialogActions sx={{ '@media print': { display: 'none' } }}>
          <Button onClick={() => setReceipt(null)}>{t('commerce.myGiving.history.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
