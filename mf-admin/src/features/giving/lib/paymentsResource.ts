import type { Payment, PaymentPurpose, PaymentStatus } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

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
export const paymentsResource = defineResource({
  key: 'payments',
  label: 'Payments',
  list: api.payments.list,
  recordId: (payment) => payment.id,
  recordLabel: (payment) => `payment ${payment.id}`,
  columns: [
    { header: 'Payment', value: (payment) => payment.id },
    { header: 'For', value: (payment) => PURPOSES[payment.purpose] },
    { header: 'Details', value: details },
    priceColumn('Amount', (payment: Payment) => payment.amount),
    { header: 'Status', value: (payment) => STATUSES[payment.status] },
    { header: 'Method', value: (payment) => `${payment.method} (${payment.provider})` },
    dateTimeColumn('Date', (payment: Payment) => payment.created_at),
  ],
  loadingText: 'Loading payments...',
  emptyText: 'No payments yet.',
  loadErrorText: 'Failed to fetch payments',
  csvFile: 'payments',
});

/** The items bought, the booking paid, or the recurring plan. */
function details(payment: Payment): string {
  if (payment.items) {
    return payment.items.map((item) => `${item.quantity} × ${item.title}`).join(', ');
  }
  return payment.booking_id ?? payment.price_id ?? '';
}
