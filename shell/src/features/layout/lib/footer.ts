/**
 * Spec: quick links About Us, Events, Ministries, Calendar (titles: the
 * shell's message ids); and the Mass times (issue 38), where the schedule's
 * every service is, with the sacraments a family asks the parish for
 * beside them (docs/sacraments.md).
 */
export const QUICK_LINKS = [
  { title: 'shell.nav.about', href: '/about' },
  { title: 'shell.footer.massTimes', href: '/mass-times' },
  { title: 'shell.footer.sacraments', href: '/sacraments' },
  { title: 'shell.nav.events', href: '/events' },
  { title: 'shell.nav.ministries', href: '/ministries' },
  { title: 'shell.nav.calendar', href: '/calendar' },
] as const;
