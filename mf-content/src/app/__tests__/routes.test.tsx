import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { buildWeek } from '../../testing/scheduleWeek';
import ContentRoutes from '../routes';

const EMPTY_LISTS = {
  ...Object.fromEntries(
    [
      '/api/events/',
      '/api/leadership/',
      '/api/ministries/',
      '/api/videos/',
      '/api/media/photos/',
      '/api/media/blogs/',
    ].map((path) => [`GET ${path}`, { status: 200, body: [] }]),
  ),
  // This week's schedule, with nothing in it.
  'GET /api/schedule/?days=7': { status: 200, body: buildWeek([]) },
};

/** Every page of mf-content: its path, its h1, and the start of its document title. */
const PAGES = [
  ['/', 'Welcome to Holy Trinity', 'Holy Trinity Ecumenical Catholic Church'],
  ['/about', 'About Us', 'About Us · '],
  ['/about/new', "I'm New", "I'm New · "],
  ['/about/contact', 'Contact Us', 'Contact Us · '],
  ['/about/staff-directory', 'Staff Directory', 'Staff Directory · '],
  ['/ministries', 'Ministries', 'Ministries · '],
  ['/events', 'All Events', 'Events · '],
  ['/mass-times', 'Mass Times', 'Mass Times · '],
  ['/media', 'Media', 'Media · '],
  ['/media/videos', 'Videos', 'Videos · '],
  ['/courses-list', 'Our Courses', 'Our Courses · '],
  ['/courses', 'Courses', 'Courses · '],
  ['/courses/theology', 'Intro to Catholic Theology', 'Intro to Catholic Theology · '],
  ['/courses/church-history', 'History of the Early Church', 'History of the Early Church · '],
  ['/courses/service', 'Faith & Community Service', 'Faith & Community Service · '],
  ['/application', 'Register for a Course', 'Register for a Course · '],
  ['/privacy', 'Privacy Policy', 'Privacy Policy · '],
  ['/terms', 'Terms of Use', 'Terms of Use · '],
  ['/catholic-quiz', 'Catholic Quiz', 'Catholic Quiz · '],
  // Without a token: the link is not valid, and nothing is asked of the API.
  ['/newsletter/confirm', 'Subscription not confirmed', 'Confirm Your Subscription · '],
  ['/newsletter/unsubscribe', 'Unsubscribe from the Newsletter', 'Unsubscribe · '],
] as const;

describe('the content routes', () => {
  const descriptions = new Set<string>();

  it.each(PAGES)(
    '%s shows its page, with its own title and description',
    async (route, heading, title) => {
      mockApi(EMPTY_LISTS);
      renderWithProviders(<ContentRoutes />, { route });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(document.title.startsWith(title)).toBe(true);
      const description =
        document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
      expect(description).not.toBe('');
      expect(descriptions.has(description)).toBe(false);
      descriptions.add(description);
    },
  );

  it('shows the not-found page for any other path', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/about/nowhere' });
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });
});
