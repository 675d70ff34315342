export const CONFIRM_PAGE_DESCRIPTION =
  'Confirm your subscription to the Holy Trinity newsletter: parish news, events and reflections by e-mail.';
export const UNSUBSCRIBE_PAGE_DESCRIPTION =
  'Stop receiving the Holy Trinity newsletter: one button, and no more parish news comes to your inbox.';

/** Said when the confirm call fails without the API explaining why. */
export const CONFIRM_FAILED_MESSAGE =
  'We could not confirm your subscription right now. Please try again later.';
/** Said when the unsubscribe call fails without the API explaining why. */
export const UNSUBSCRIBE_FAILED_MESSAGE =
  'We could not unsubscribe you right now. Please try again later.';

/** Where a visitor who has left, or whose link was too old, subscribes again. */
export const SUBSCRIBE_AGAIN_HINT =
  'You can subscribe again at any time with the newsletter box at the bottom of every page.';
