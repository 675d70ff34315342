import type { Payment, PaymentPurpose, PaymentStatus } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';
import { describeGift } from './funds';

const PURPOSES: Record<PaymentPurpose, string> = {
  booking: 'Event booking',
  shop: 'Shop purchase',
  donation: 'Gift',
  recurring_donation: 'Recurring gift',
};

const STATUSES: Record<PaymentStatus, string> = {
  created: 'Started',
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The Giving tab: every payment (newest first) with what it paid for and its status. */
export const paymentsResource = englishOnlyResource({
  key: 'payments',
  calls: { list: 'GET /api/payments/' },
  label: 'Payments',
  list: api.payments.list,
  recordId: (payment) => payment.id,
  recordLabel: (payment) => `payment ${payment.id}`,
  columns: [
    { header: 'Payment', value: (payment) => payment.id },
    { header: 'For', value: (payment) => PURPOSES[payment.purpose] },
    { header: 'Details', value: details },
    priceColumn('Amount', (payment: Payment) => payment.amount),
    { header: 'Status', value: status },
    { header: 'Method', value: (payment) => `${payment.method} (${payment.provider})` },
    dateTimeColumn('Date', (payment: Payment) => payment.created_at),
  ],
  loadingText: 'Loading payments...',
  emptyText: 'No payments yet.',
  loadErrorText: 'Failed to fetch payments',
  csvFile: 'payments',
});

/**
 * The items bought, the booking paid, or the recurring plan; then a gift's
 * funds and the fee its giver covered: `General Fund $50.00; Processing fee covered $1.81`.
 */
function details(payment: Payment): string {
  const paidFor = payment.items
    ? payment.items.map((item) => `${item.quantity} × ${item.title}`).join(', ')
    : (payment.booking_id ?? payment.price_id ?? '');
  return [paidFor, describeGift(payment)].filter((part) => part !== '').join('; ');
}

/** A booking cancelled after it was paid waits for the office's refund: the status says so. */
function status(payment: Payment): string {
  const name = STATUSES[payment.status];
  return payment.refund_requested_at ? `${name} (Refund requested)` : name;
}
