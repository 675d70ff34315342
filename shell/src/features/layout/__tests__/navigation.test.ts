import { isNavItemActive, isNavLinkActive, MAIN_NAVIGATION } from '../lib/navigation';

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
      const item = MAIN_NAVIGATION.find((candidate) => candidate.title === title);
      if (!item) throw new Error(`no ${title} menu`);
      return item;
    };
    const events = byTitle('Events');
    expect(isNavItemActive(events, '/event/tickets')).toBe(true);
    const courses = byTitle('Courses');
    expect(isNavItemActive(courses, '/application')).toBe(true);
    expect(isNavItemActive(courses, '/giving')).toBe(false);
  });

  it('lists the spec menu with a description for every child', () => {
    expect(MAIN_NAVIGATION.map((item) => item.title)).toEqual([
      'About Us',
      'Ministries',
      'Events',
      'Courses',
      'Giving',
      'Calendar',
    ]);
    for (const child of MAIN_NAVIGATION.flatMap((item) => item.children ?? [])) {
      expect(child.description.length).toBeGreaterThan(0);
    }
  });
});
