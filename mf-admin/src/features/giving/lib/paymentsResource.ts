import type { Payment, PaymentPurpose, PaymentStatus } from '@parish/shared-types';
import { api } from '../../../lib/api';
import type { AdminMessageId } from '../../../lib/i18n';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';
import { describeGift } from './funds';

const PURPOSES: Record<PaymentPurpose, AdminMessageId> = {
  booking: 'admin.giving.payments.purpose.booking',
  shop: 'admin.giving.payments.purpose.shop',
  donation: 'admin.giving.payments.purpose.donation',
  recurring_donation: 'admin.giving.payments.purpose.recurringDonation',
  intention: 'admin.giving.payments.purpose.intention',
};

const STATUSES: Record<PaymentStatus, AdminMessageId> = {
  created: 'admin.giving.payments.status.created',
  pending: 'admin.giving.payments.status.pending',
  completed: 'admin.giving.payments.status.completed',
  failed: 'admin.giving.payments.status.failed',
  cancelled: 'admin.giving.payments.status.cancelled',
};

/** The Giving tab: every payment (newest first) with what it paid for and its status. */
export const paymentsResource = defineResource({
  key: 'payments',
  calls: { list: 'GET /api/payments/' },
  label: 'admin.giving.payments.label',
  list: api.payments.list,
  recordId: (payment) => payment.id,
  recordLabel: (payment, { t }) =>
    t('admin.giving.payments.recordLabel', { id: String(payment.id) }),
  columns: [
    { header: 'admin.giving.payments.columns.payment', value: (payment) => payment.id },
    {
      header: 'admin.giving.payments.columns.for',
      value: (payment, { t }) => t(PURPOSES[payment.purpose]),
    },
    { header: 'admin.giving.payments.columns.details', value: details },
    priceColumn('admin.giving.payments.columns.amount', (payment: Payment) => payment.amount),
    { header: 'admin.giving.payments.columns.status', value: status },
    {
      header: 'admin.giving.payments.columns.method',
      value: (payment, { t }) =>
        t('admin.giving.payments.method', { method: payment.method, provider: payment.provider }),
    },
    dateTimeColumn('admin.giving.payments.columns.date', (payment: Payment) => payment.created_at),
  ],
  loadingText: 'admin.giving.payments.loading',
  emptyText: 'admin.giving.payments.empty',
  loadErrorText: 'admin.giving.payments.loadError',
  csvFile: 'payments',
});

/**
 * The items bought, the booking paid, or the recurring plan; then a gift's
 * funds and the fee its giver covered: `General Fund $50.00; Processing fee covered $1.81`.
 */
function details(payment: Payment, context: ResourceContext): string {
  const paidFor = payment.items
    ? payment.items.map((item) => `${item.quantity} × ${item.title}`).join(', ')
    : (payment.booking_id ?? payment.price_id ?? '');
  return [paidFor, describeGift(payment, context)].filter((part) => part !== '').join('; ');
}

/** A booking cancelled after it was paid waits for the office's refund: the status says so. */
function status(payment: Payment, { t }: ResourceContext): string {
  const name = t(STATUSES[payment.status]);
  return payment.refund_requested_at
    ? t('admin.giving.payments.refundRequested', { status: name })
    : name;
}
