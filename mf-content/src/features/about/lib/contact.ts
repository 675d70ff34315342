/** Spec section 8: the contact form's failure and success. */
export const CONTACT_FAILED_MESSAGE = 'Something went wrong. Please try again.';
export const CONTACT_SENT_MESSAGE = 'Message sent successfully!';

/** Where a message from the Contact page goes (stored as `who_is_this_for`). */
export const CONTACT_DESTINATIONS = [
  'Parish office',
  'Pastoral care and prayer',
  'Baptism, marriage and other sacraments',
  'Ministries and volunteering',
  'Events and bookings',
  'This website',
] as const;
