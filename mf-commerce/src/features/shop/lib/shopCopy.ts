export const SHOP_LOAD_FAILED_MESSAGE = 'Failed to load shop items.';
export const SHOP_EMPTY_MESSAGE = 'No items are available right now.';

/** Shown until card and PayPal checkout ship with the payment API. */
export const CHECKOUT_COMING_SOON_MESSAGE =
  'Online checkout is coming soon. To buy an item today, visit the parish office after Mass or call (555) 555-0100.';
