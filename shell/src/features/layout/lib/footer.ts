/** Spec: quick links About Us, Events, Ministries, Calendar. */
export const QUICK_LINKS = [
  { title: 'About Us', href: '/about' },
  { title: 'Events', href: '/events' },
  { title: 'Ministries', href: '/ministries' },
  { title: 'Calendar', href: '/calendar' },
] as const;

/**
 * Spec: Facebook, Instagram, YouTube and Podcast, whose targets it leaves
 * empty. Until the parish names its accounts they lead to each service's
 * home page; the podcast is the sermons' feed.
 */
export const SOCIAL_LINKS = [
  {
    name: 'Facebook',
    label: 'Facebook (opens in a new tab)',
    href: 'https://www.facebook.com/',
    external: true,
  },
  {
    name: 'Instagram',
    label: 'Instagram (opens in a new tab)',
    href: 'https://www.instagram.com/',
    external: true,
  },
  {
    name: 'YouTube',
    label: 'YouTube (opens in a new tab)',
    href: 'https://www.youtube.com/',
    external: true,
  },
  // The sermons' RSS feed (docs/sermons.md): a file, not a page of the site.
  { name: 'Podcast', label: 'Podcast: sermons (RSS feed)', href: '/podcast.xml', external: false },
] as const;
