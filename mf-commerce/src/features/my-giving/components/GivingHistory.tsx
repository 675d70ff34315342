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
  fundLabel,
  type DonorGift,
  type MyGiving,
  type PaymentReceipt,
} from '@parish/shared-types';
import { apiUrl, EmptyState, formatDate, formatPrice, visuallyHidden } from '@parish/shared-web';
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
  const [receipt, setReceipt] = useState<DonorGift | null>(null);
  if (giving.gifts.length === 0) return <EmptyState>{NO_GIFTS_MESSAGE}</EmptyState>;
  return (
    <>
      <TableSection
        title="Totals by year"
        columns={[
          { label: 'Year' },
          { label: 'Gifts', align: 'right' },
          { label: 'Total', align: 'right' },
          { label: 'Statement' },
        ]}
      >
        {giving.totals_by_year.map((row) => (
          <TableRow key={row.year}>
            <TableCell>{row.year}</TableCell>
            <TableCell align="right">{row.gifts}</TableCell>
            <TableCell align="right">{formatPrice(row.total)}</TableCell>
            <TableCell>
              {/* The API answers the signed-in donor's own PDF, as a download. */}
              <Button
                size="small"
                component="a"
                href={apiUrl(apiPaths.myStatement(row.year))}
                download={`giving-statement-${row.year}.pdf`}
              >
                Download
                <Box component="span" sx={visuallyHidden}>
                  {` your ${row.year} giving statement (PDF)`}
                </Box>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableSection>
      <TableSection
        title="Totals by fund"
        columns={[{ label: 'Fund' }, { label: 'Total', align: 'right' }]}
      >
        {giving.totals_by_fund.map((row) => (
          <TableRow key={row.fund}>
            <TableCell>{row.label}</TableCell>
            <TableCell align="right">{formatPrice(row.total)}</TableCell>
          </TableRow>
        ))}
      </TableSection>
      <TableSection
        title="Your gifts"
        columns={[
          { label: 'Date' },
          { label: 'Fund' },
          { label: 'Amount', align: 'right' },
          { label: 'Receipt', hidden: true },
        ]}
      >
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
      </TableSection>
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
