import { PUBLIC_PAGES, PUBLIC_REMOTES } from '../pages';
import { remoteForPath } from '../routeTable';

describe('the route table', () => {
  it.each([
    ['/', 'content'],
    ['/about', 'content'],
    ['/about/staff-directory', 'content'],
    ['/events', 'content'],
    ['/mass-times', 'content'],
    ['/media/videos', 'content'],
    ['/courses-list', 'content'],
    ['/application', 'content'],
    ['/courses', 'content'],
    ['/courses/theology', 'content'],
    ['/courses/church-history', 'content'],
    ['/courses/service', 'content'],
    ['/privacy', 'content'],
    ['/terms', 'content'],
    ['/catholic-quiz', 'content'],
    ['/newsletter/confirm', 'content'],
    ['/newsletter/unsubscribe', 'content'],
    ['/shop', 'commerce'],
    ['/giving', 'commerce'],
    ['/success', 'commerce'],
    ['/event/tickets', 'booking'],
    ['/check', 'booking'],
    ['/calendar', 'booking'],
    ['/admin', 'admin'],
    ['/admin/edit/3', 'admin'],
    ['/super-admin', 'admin'],
    ['/events/', 'content'],
    ['/Calendar', 'booking'],
    ['/admin/Edit-event', 'admin'],
    ['/es', 'content'],
    ['/es/', 'content'],
    ['/es/events', 'content'],
    ['/es/mass-times', 'content'],
    ['/es/giving', 'commerce'],
    ['/es/calendar', 'booking'],
    ['/es/admin/add-admin', 'admin'],
  ])('gives %s to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each([
    '/login',
    '/nowhere',
    '/events/extra',
    '/mass-times/extra',
    '/shopping',
    '/aboutus',
    '/administrator',
    '/coursesx',
    '/privacy/extra',
    '/fr/events',
    '/es/es/events',
    '/espanol',
    '/es/login',
  ])('gives %s to no remote', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });

  // The remotes' pages are listed in shared-types; the shell must send each
  // to the remote that has it (a parameter stands for any one value).
  it.each(
    PUBLIC_REMOTES.flatMap((remote) =>
      Object.keys(PUBLIC_PAGES[remote]).map((path) => [path, remote] as const),
    ),
  )('gives the page %s to %s, which lists it', (path, remote) => {
    expect(remoteForPath(path.replace(/:\w+/g, 'example'))).toBe(remote);
  });
});
