/** Spec: quick links About Us, Events, Ministries, Calendar (titles: the shell's message ids). */
export const QUICK_LINKS = [
  { title: 'shell.nav.about', href: '/about' },
  { title: 'shell.nav.events', href: '/events' },
  { title: 'shell.nav.ministries', href: '/ministries' },
  { title: 'shell.nav.calendar', href: '/calendar' },
] as const;

/**
 * Spec: Facebook, Instagram, YouTube and Podcast, whose targets it leaves
 * empty. The networks and their addresses are the office's (the
 * dashboard's Parish details); the podcast is the sermons' feed.
 */
// The sermons' RSS feed (docs/sermons.md): a file, not a page of the site.
export const PODCAST_HREF = '/podcast.xml';
