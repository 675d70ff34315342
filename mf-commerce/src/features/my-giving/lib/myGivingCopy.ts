export const MY_GIVING_TITLE = 'My Giving';
export const MY_GIVING_DESCRIPTION =
  'See your gifts to Holy Trinity, print their receipts and follow your totals by year and by fund.';
export const SIGN_IN_INTRO =
  'Enter the e-mail address you give with. We will send you a link to sign in: no password needed.';
export const SIGN_IN_FAILED_MESSAGE = 'We could not send your link right now. Please try again.';
export const LINK_FAILED_MESSAGE = 'We could not sign you in right now. Please try again.';
export const LOAD_FAILED_MESSAGE = 'Your giving could not be loaded.';
export const SIGN_OUT_FAILED_MESSAGE = 'We could not sign you out. Please try again.';
export const NO_GIFTS_MESSAGE = 'No gifts yet. Gifts made with this address will appear here.';
