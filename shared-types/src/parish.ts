/**
 * Facts about the parish that more than one app shows: where it is, how to
 * reach the office, and when to come (spec sections 2 and 9).
 */
export const PARISH_CONTACT = {
  name: 'Holy Trinity Ecumenical Catholic Church',
  address: '123 Church Street, Springfield',
  mapUrl: 'https://maps.google.com/?q=123+Church+Street+Springfield',
  phone: '(555) 555-0100',
  /** The same number as `phone`, in the form a tel: link needs. */
  phoneE164: '+15555550100',
  email: 'office@holytrinity.example',
} as const;

/** The About page's church info (spec section 9, 'Church hours'). */
export const PARISH_SCHEDULE = [
  { label: 'Sunday Worship', time: '10:00 AM' },
  { label: 'Sunday School', time: '9:00 AM' },
  { label: 'Wednesday Bible Study', time: '7:00 PM' },
] as const;

export const OFFICE_HOURS = 'Monday to Friday, 9:00 AM to 4:00 PM';

/** Spec sections 2 and 9: the parish was founded in 1950 and built its church in 1975. */
export const FOUNDED_YEAR = 1950;
export const CHURCH_BUILT_YEAR = 1975;
