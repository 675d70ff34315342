import type { ParishDetails } from './parishDetails';

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

export const OFFICE_HOURS = 'Monday to Friday, 9:00 AM to 4:00 PM';

/** Spec sections 2 and 9: the parish was founded in 1950 and built its church in 1975. */
export const FOUNDED_YEAR = 1950;
export const CHURCH_BUILT_YEAR = 1975;

/** The mission and vision (the home page's about section and /about) before the office edits them. */
export const PARISH_MISSION =
  'To worship God in spirit and in truth, to welcome every person as Christ welcomes us, and to serve our neighbours with generous hearts.';
export const PARISH_VISION =
  "A parish where everyone, whatever their story, finds a home at the Lord's table and grows in faith, hope and love.";

/** A demo illustration the API serves (`apiPaths.seedImages`), its caption also its text alternative. */
const slide = (name: string, caption: string) => ({
  image: `/api/static/seed/${name}.svg`,
  caption,
  alt: caption,
});

/**
 * The parish's details compiled in: what the database is seeded with, and
 * what a page shows when the API cannot be read and no good answer was kept
 * (issue 26: the office edits them in the dashboard; see docs/parish-details.md).
 */
export const PARISH_DETAILS_DEFAULTS: ParishDetails = {
  contact: {
    name: PARISH_CONTACT.name,
    address: PARISH_CONTACT.address,
    phone: PARISH_CONTACT.phone,
    email: PARISH_CONTACT.email,
    office_hours: OFFICE_HOURS,
  },
  statement: { mission: PARISH_MISSION, vision: PARISH_VISION },
  history: [
    {
      when: String(FOUNDED_YEAR),
      title: 'Our founding',
      text: 'Holy Trinity is founded by a small group of families who longed for a Catholic community where everyone would be welcome at the table.',
    },
    {
      when: String(CHURCH_BUILT_YEAR),
      title: 'Our church',
      text: 'After years of worshipping in borrowed rooms, the parish builds its own church, the sanctuary where we still gather every Sunday.',
    },
    {
      when: 'Today',
      title: 'Our parish family',
      text: 'A community of all ages and backgrounds: Sunday worship, Bible study, music, youth and children’s ministries, and outreach to neighbours in need.',
    },
  ],
  hero_slides: [
    slide('sunday-liturgy', 'Sunday Liturgy in the main sanctuary'),
    slide('choir-concert', 'The parish choir in concert'),
    slide('food-drive', 'Packing donations at the community food drive'),
    slide('youth-retreat', 'The youth retreat in the mountains'),
    slide('family-picnic', 'The parish family picnic on the church lawn'),
  ],
  // Spec: Facebook, Instagram and YouTube with placeholder targets (each service's home page).
  social_links: [
    { network: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  announcements: [],
};
