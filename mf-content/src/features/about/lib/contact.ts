import type { ContentMessageId } from './i18n';

/**
 * Where a message from the Contact page goes: the value stored as
 * `who_is_this_for` (English, for the parish office), and its label's message id.
 */
export const CONTACT_DESTINATIONS: readonly { value: string; label: ContentMessageId }[] = [
  { value: 'Parish office', label: 'content.contact.to.office' },
  { value: 'Pastoral care and prayer', label: 'content.contact.to.care' },
  { value: 'Baptism, marriage and other sacraments', label: 'content.contact.to.sacraments' },
  { value: 'Ministries and volunteering', label: 'content.contact.to.ministries' },
  { value: 'Events and bookings', label: 'content.contact.to.events' },
  { value: 'This website', label: 'content.contact.to.website' },
];
