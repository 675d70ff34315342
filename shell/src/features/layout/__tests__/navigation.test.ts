import {
  isMenuLinkCurrent,
  isNavItemActive,
  isNavLinkActive,
  MAIN_NAVIGATION,
  menuLinks,
} from '../lib/navigation';
import english from '../../../locales/en.json';

/** What a visitor reads for a title (the English catalog's text for its id). */
const read = (id: keyof typeof english) => english[id];

describe('the active navigation link', () => {
  it('matches / exactly', () => {
    expect(isNavLinkActive('/', '/')).toBe(true);
    expect(isNavLinkActive('/', '/events')).toBe(false);
  });

  it('matches other links by path prefix, segment by segment', () => {
    expect(isNavLinkActive('/about', '/about')).toBe(true);
    expect(isNavLinkActive('/about', '/about/new')).toBe(true);
    expect(isNavLinkActive('/about', '/aboutness')).toBe(false);
    expect(isNavLinkActive('/events', '/event/tickets')).toBe(false);
  });

  it('highlights a parent menu when one of its children is the current page', () => {
    const byTitle = (title: string) => {
      const item = MAIN_NAVIGATION.find((candidate) => read(candidate.title) === title);
      if (!item) throw new Error(`no ${title} menu`);
      return item;
    };
    const events = byTitle('Events');
    expect(isNavItemActive(events, '/event/tickets')).toBe(true);
    const courses = byTitle('Courses');
    expect(isNavItemActive(courses, '/application')).toBe(true);
    expect(isNavItemActive(courses, '/giving')).toBe(false);
  });

  it("lists About Us's own page first in its menu, current only on /about itself", () => {
    const about = MAIN_NAVIGATION[0];
    if (!about) throw new Error('no menu');
    const [overview, ...children] = menuLinks(about);
    expect(overview && read(overview.title)).toBe('About Us');
    expect(overview).toMatchObject({ href: '/about' });
    expect(children.map((child) => read(child.title))).toEqual([
      "I'm New",
      'Contact Us',
      'Staff Directory',
    ]);
    if (!overview) throw new Error('no overview');
    expect(isMenuLinkCurrent(overview, '/about')).toBe(true);
    expect(isMenuLinkCurrent(overview, '/about/new')).toBe(false);
    // Menus whose first child is their own page get no second link to it.
    const events = MAIN_NAVIGATION.find((item) => read(item.title) === 'Events');
    if (!events) throw new Error('no Events menu');
    expect(menuLinks(events).map((link) => link.href)).toEqual(['/events', '/event/tickets']);
  });

  it('lists the spec menu with a description for every child', () => {
    expect(MAIN_NAVIGATION.map((item) => read(item.title))).toEqual([
      'About Us',
      'Ministries',
      'Events',
      'Courses',
      'Giving',
      'Calendar',
    ]);
    for (const child of MAIN_NAVIGATION.flatMap((item) => item.children ?? [])) {
      expect(read(child.description).length).toBeGreaterThan(0);
    }
  });
});
