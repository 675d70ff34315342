/** The site's main navigation (spec section 2, 'Main navigation'). */
export interface NavChild {
  title: string;
  href: string;
  description: string;
}

export interface NavItem {
  title: string;
  href: string;
  /**
   * For a menu whose own page is none of its children (About Us → /about):
   * that page is listed first in the menu with this description, since the
   * menu's button opens the menu rather than following a link.
   */
  overview?: string;
  children?: NavChild[];
}

/** A link inside a menu; `exact` marks a menu's own page, current only on that very path. */
export interface MenuLink extends NavChild {
  exact?: boolean;
}

export const MAIN_NAVIGATION: NavItem[] = [
  {
    title: 'About Us',
    href: '/about',
    overview: 'Our mission, leadership and history.',
    children: [
      { title: "I'm New", href: '/about/new', description: 'What to expect on your first visit.' },
      {
        title: 'Contact Us',
        href: '/about/contact',
        description: 'Write to the parish office or find us.',
      },
      {
        title: 'Staff Directory',
        href: '/about/staff-directory',
        description: 'Our clergy, deacons, council and fellowship.',
      },
    ],
  },
  { title: 'Ministries', href: '/ministries' },
  {
    title: 'Events',
    href: '/events',
    children: [
      { title: 'All Events', href: '/events', description: 'Everything happening in the parish.' },
      {
        title: 'Book Event Tickets',
        href: '/event/tickets',
        description: 'Reserve your seats for an upcoming event.',
      },
    ],
  },
  {
    title: 'Courses',
    href: '/courses-list',
    children: [
      {
        title: 'Courses List',
        href: '/courses-list',
        description: 'Theology, history and service courses.',
      },
      { title: 'Application form', href: '/application', description: 'Register for a course.' },
    ],
  },
  { title: 'Giving', href: '/giving' },
  { title: 'Calendar', href: '/calendar' },
];

/** Spec: exact match for '/', prefix match otherwise. */
export function isNavLinkActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The links a menu shows: its own page first when it has an overview, then its children. */
export function menuLinks(item: NavItem): MenuLink[] {
  const children = item.children ?? [];
  if (!item.overview) return children;
  return [
    { title: item.title, href: item.href, description: item.overview, exact: true },
    ...children,
  ];
}

/** Whether a menu link is the current page (its own page only on that very path). */
export function isMenuLinkCurrent(link: MenuLink, pathname: string): boolean {
  return link.exact ? pathname === link.href : isNavLinkActive(link.href, pathname);
}

/** A top-level item is active when it or any of its children is. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return (
    isNavLinkActive(item.href, pathname) ||
    (item.children ?? []).some((child) => isNavLinkActive(child.href, pathname))
  );
}
