export const SHOP_LOAD_FAILED_MESSAGE = 'Failed to load shop items.';
export const SHOP_EMPTY_MESSAGE = 'No items are available right now.';

/** Said when a cancelled card checkout brings the visitor back to the shop. */
export const PURCHASE_CANCELLED_MESSAGE =
  'Your payment was cancelled and nothing was charged. You can buy the item again whenever you are ready.';
