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
  fundLabel,
  type DonorGift,
  type MyGiving,
  type PaymentReceipt,
} from '@parish/shared-types';
import { EmptyState, formatDate, formatPrice, visuallyHidden } from '@parish/shared-web';
import { ReceiptCard } from '../../../components/ReceiptCard';
import { NO_GIFTS_MESSAGE } from '../lib/myGivingCopy';

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

const fundsOf = (gift: DonorGift) => gift.funds.map((share) => fundLabel(share.fund)).join(', ');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A table that scrolls sideways within a phone's width rather than widening the page. */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </Box>
  );
}

/** The donor's totals by year and by fund, and every gift with its receipt. */
export function GivingHistory({ giving }: { giving: MyGiving }) {
  const [receipt, setReceipt] = useState<DonorGift | null>(null);
  if (giving.gifts.length === 0) return <EmptyState>{NO_GIFTS_MESSAGE}</EmptyState>;
  return (
    <>
      <Section title="Totals by year">
        <ScrollingTable label="Totals by year">
          <TableHead>
            <TableRow>
              <TableCell>Year</TableCell>
              <TableCell align="right">Gifts</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {giving.totals_by_year.map((row) => (
              <TableRow key={row.year}>
                <TableCell>{row.year}</TableCell>
                <TableCell align="right">{row.gifts}</TableCell>
                <TableCell align="right">{formatPrice(row.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      </Section>
      <Section title="Totals by fund">
        <ScrollingTable label="Totals by fund">
          <TableHead>
            <TableRow>
              <TableCell>Fund</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {giving.totals_by_fund.map((row) => (
              <TableRow key={row.fund}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">{formatPrice(row.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      </Section>
      <Section title="Your gifts">
        <ScrollingTable label="Your gifts">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Fund</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Receipt
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {giving.gifts.map((gift) => (
              <TableRow key={gift.id}>
                <TableCell>
                  {formatDate(gift.date)}
                  {gift.frequency && (
                    <Typography variant="body2" color="text.secondary">
                      {gift.frequency}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{fundsOf(gift)}</TableCell>
                <TableCell align="right">{formatPrice(gift.amount)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => setReceipt(gift)}
                    aria-label={`Receipt for ${formatPrice(gift.amount)} on ${formatDate(gift.date)}`}
                  >
                    Receipt
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      </Section>
      <Dialog
        open={receipt !== null}
        onClose={() => setReceipt(null)}
        slotProps={{ paper: { 'aria-label': 'Gift receipt' } }}
        fullWidth
        maxWidth="sm"
      >
        <DialogContent>
          {receipt && <ReceiptCard receipt={receiptOf(receipt)} onPrint={() => window.print()} />}
        </DialogContent>
        <DialogActions sx={{ '@media print': { display: 'none' } }}>
          <Button onClick={() => setReceipt(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
