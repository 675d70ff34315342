/**
 * What the payment pages put in their addresses, and the payment sentences
 * the API and the pages share. No schema here: a page may import these
 * without the form schemas (and zod) of payments.ts.
 */
/**
 * A cancelled checkout returns to the shop or the giving page with
 * `?checkout=cancelled` (a recurring gift's also with `&tab=recurring`), so
 * the page can say that nothing was charged.
 */
export const CHECKOUT_RETURN_PARAM = 'checkout';
export const CHECKOUT_CANCELLED = 'cancelled';
/**
 * The success page's address names the payment whose receipt it shows: a
 * card checkout's session (`/success?session_id=…`, from the provider) or a
 * PayPal order (`/success?order_id=…`, from the page after the capture).
 */
export const SUCCESS_SESSION_PARAM = 'session_id';
export const SUCCESS_ORDER_PARAM = 'order_id';
/** The giving page's tab in its address: `online` (default), `recurring` or `other`. */
export const GIVING_TAB_PARAM = 'tab';

/** The spec's message for a card or capture failure (section 8). */
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.';
export const SHOP_ITEM_UNAVAILABLE_MESSAGE = 'This item is no longer in the shop.';
export const BOOKING_ALREADY_PAID_MESSAGE = 'This booking is already paid.';
export const BOOKING_NOT_PAYABLE_MESSAGE =
  'This booking is no longer held (it was cancelled or its time ran out). Please book again.';
export const PAYMENT_UNDER_WAY_MESSAGE =
  'A payment for this booking is already under way. Finish it or wait for it to lapse.';
export const ORDER_NOT_FOUND_MESSAGE = 'This PayPal order was not found.';
export const ORDER_CLOSED_MESSAGE =
  'This order was cancelled or has failed and cannot be captured.';
/** A booking is paid the way it was booked: the other method's call is refused (409). */
export const BOOKING_OTHER_METHOD_MESSAGE =
  'This booking was made to be paid another way. Please book again to pay this way.';

/**
 * Said wherever the site asks for money while the payments sandbox is on
 * (PAYMENTS_SANDBOX: the out-of-the-box demo), so nobody thinks they paid.
 */
export const PAYMENTS_TEST_MODE_NOTICE = 'Test mode: no money moves.';
/** A method the site has no provider for: its calls answer 404 with these. */
export const CARD_PAYMENTS_UNAVAILABLE_MESSAGE = 'Card payments are not available on this site.';
export const PAYPAL_PAYMENTS_UNAVAILABLE_MESSAGE =
  'PayPal payments are not available on this site.';
/** The sandbox's own calls while the site takes real payments (or none). */
export const PAYMENTS_SANDBOX_OFF_MESSAGE = 'This site does not take test payments.';
/** The payment step when the site offers no way to pay at all. */
export const NO_PAYMENT_METHODS_MESSAGE =
  'Online payment is not available at the moment. Please contact the parish office.';
