import type { ShellMessageId } from '../../../lib/i18n';

/**
 * The site's main navigation (spec section 2, 'Main navigation'). Titles
 * and descriptions are the shell's message ids, shown translated.
 */
export interface NavChild {
  title: ShellMessageId;
  href: string;
  description: ShellMessageId;
}

export interface NavItem {
  title: ShellMessageId;
  href: string;
  /**
   * For a menu whose own page is none of its children (About Us → /about):
   * that page is listed first in the menu with this description, since the
   * menu's button opens the menu rather than following a link.
   */
  overview?: ShellMessageId;
  children?: NavChild[];
}

/** A link inside a menu; `exact` marks a menu's own page, current only on that very path. */
export interface MenuLink extends NavChild {
  exact?: boolean;
}

export const MAIN_NAVIGATION: NavItem[] = [
  {
    title: 'shell.nav.about',
    href: '/about',
    overview: 'shell.nav.about.overview',
    children: [
      { title: 'shell.nav.new', href: '/about/new', description: 'shell.nav.new.description' },
      {
        title: 'shell.nav.contact',
        href: '/about/contact',
        description: 'shell.nav.contact.description',
      },
      {
        title: 'shell.nav.staff',
        href: '/about/staff-directory',
        description: 'shell.nav.staff.description',
      },
    ],
  },
  { title: 'shell.nav.ministries', href: '/ministries' },
  {
    title: 'shell.nav.events',
    href: '/events',
    children: [
      {
        title: 'shell.nav.allEvents',
        href: '/events',
        description: 'shell.nav.allEvents.description',
      },
      {
        title: 'shell.nav.tickets',
        href: '/event/tickets',
        description: 'shell.nav.tickets.description',
      },
    ],
  },
  {
    title: 'shell.nav.courses',
    href: '/courses-list',
    children: [
      {
        title: 'shell.nav.coursesList',
        href: '/courses-list',
        description: 'shell.nav.coursesList.description',
      },
      {
        title: 'shell.nav.application',
        href: '/application',
        description: 'shell.nav.application.description',
      },
    ],
  },
  { title: 'shell.nav.giving', href: '/giving' },
  { title: 'shell.nav.calendar', href: '/calendar' },
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
