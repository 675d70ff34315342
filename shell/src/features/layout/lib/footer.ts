/** Spec: quick links About Us, Events, Ministries, Calendar. */
export const QUICK_LINKS = [
  { title: 'About Us', href: '/about' },
  { title: 'Events', href: '/events' },
  { title: 'Ministries', href: '/ministries' },
  { title: 'Calendar', href: '/calendar' },
] as const;

/**
 * Spec: Facebook, Instagram, YouTube and Podcast, whose targets it leaves
 * empty. The networks and their addresses are the office's (the
 * dashboard's Parish details); the podcast is the sermons' feed.
 */
// The sermons' RSS feed (docs/sermons.md): a file, not a page of the site.
export const PODCAST_LINK = { label: 'Podcast: sermons (RSS feed)', href: '/podcast.xml' } as const;
