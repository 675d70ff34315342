/** Spec §9: the payment-success page goes home after 3 seconds. */
export const SUCCESS_REDIRECT_MS = 3000;

export const SUCCESS_TITLE = 'Payment Successful!';
export const SUCCESS_MESSAGE = 'Your payment has been processed successfully.';
export const REDIRECT_NOTICE = 'You will be redirected to the home page shortly...';
export const STAYING_NOTICE = 'You are staying on this page. Go home whenever you are ready.';
export const RECEIPT_LOAD_FAILED_MESSAGE = 'Your receipt could not be loaded.';
