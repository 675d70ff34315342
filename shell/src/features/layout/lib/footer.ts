/** Spec: quick links About Us, Events, Ministries, Calendar (titles: the shell's message ids). */
export const QUICK_LINKS = [
  { title: 'shell.nav.about', href: '/about' },
  { title: 'shell.nav.events', href: '/events' },
  { title: 'shell.nav.ministries', href: '/ministries' },
  { title: 'shell.nav.calendar', href: '/calendar' },
] as const;
