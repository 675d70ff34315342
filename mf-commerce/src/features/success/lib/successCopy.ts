/** Spec §9: the payment-success page goes home after 3 seconds. */
export const SUCCESS_REDIRECT_MS = 3000;
