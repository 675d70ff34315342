/**
 * The payment step shared by the shop, giving and bookings. A subpath of
 * shared-web rather than its main entry: it is bundled into the remotes that
 * take payments, so its code and the providers' SDKs never load on pages
 * that take none.
 */
export { PaymentDialog, type PaymentDialogProps, type PaymentMessages } from './PaymentDialog';
export { usePaymentSetup, getPaymentSetup } from './paymentSetup';
export { paymentCatalogs } from './catalogs';
export { loadPaymentCatalog } from './i18n';
