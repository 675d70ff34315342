/**
 * The giving module's public face: payments (gifts, purchases, paid
 * bookings, every provider and the sandbox), the funds the office keeps,
 * donors and My Giving, receipts,
 * year-end statements and the finance reports. It uses ticketing and
 * content through their index files; only the office's overview uses it.
 */
export { batchRoutes } from './batches/routes';
export { bookingPayments } from './payments/booking-payments';
export { donorRoutes } from './donors/routes';
export { fundRoutes } from './funds/routes';
export { giftTotals, givingReportRoutes } from './payments/giving-reports';
export type { GiftCounting } from './payments/counted-gifts';
export { paymentRoutes } from './payments/routes';
export { sandboxRenewalRoutes } from './payments/sandbox-renewals';
export { statementRoutes } from './statements/routes';
export { StatementWorker } from './statements/worker';
export { givingMails } from './mail-templates';
