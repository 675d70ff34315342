import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import {
  buildEvent,
  buildLeader,
  buildMinistry,
  isoDaysFromToday,
} from '@parish/shared-types/testing';
import HomePage from '../components/HomePage';

const pastor = buildLeader({
  id: 1,
  name: 'Fr. Michael Andrews',
  title: 'Pastor',
  bio: 'Fr. Michael has served Holy Trinity since 2012. Before his ordination he taught history, and he still loves telling the story of the early Church.',
  contact_email: 'pastor@holytrinity.example',
});
const deacon = buildLeader({ id: 2, name: 'Rev. Deacon Maria Lopez', bio: 'Short bio.' });
const musician = buildLeader({ id: 3, name: 'Sarah Thompson' });

function renderHome(
  replies: { events?: MockReply; leaders?: MockReply; ministries?: MockReply } = {},
) {
  mockApi({
    'GET /api/events/': replies.events ?? { status: 200, body: [] },
    'GET /api/leadership/': replies.leaders ?? { status: 200, body: [pastor, deacon, musician] },
    'GET /api/ministries/': replies.ministries ?? { status: 200, body: [] },
  });
  return renderWithProviders(<HomePage />);
}

describe('the home page', () => {
  it('welcomes visitors with Learn More and Join Us', async () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/events');
    expect(await screen.findByText('No upcoming events at the moment.')).toBeInTheDocument();
  });

  it('lists at most four upcoming events, soonest first, linking to their details', async () => {
    const events = [9, 1, 5, 3, 7, -2].map((days, index) =>
      buildEvent({ id: index + 1, title: `In ${days} days`, date: isoDaysFromToday(days) }),
    );
    renderHome({ events: { status: 200, body: events } });
    const links = await screen.findAllByRole('link', { name: /^View Details of / });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'View Details of In 1 days',
      'View Details of In 3 days',
      'View Details of In 5 days',
      'View Details of In 7 days',
    ]);
    expect(links[0]).toHaveAttribute('href', '/events#2');
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('only logs a failure of the events and shows the empty text (spec)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome({ events: 'network-error' });
    expect(await screen.findByText('No upcoming events at the moment.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('gives the mission, the vision and a way to learn more', async () => {
    renderHome();
    const about = screen.getByRole('region', { name: 'About Holy Trinity' });
    expect(within(about).getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(within(about).getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('previews the first two leaders, bios cut at 120 characters, linking to /about#leadership', async () => {
    renderHome();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article', { name: /Fr\.|Deacon|Sarah/ });
    const [first, second] = cards;
    if (!first || !second) throw new Error('two leaders expected');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Fr. Michael Andrews', 'Rev. Deacon Maria Lopez']);
    expect(within(first).getByText(`${pastor.bio.slice(0, 120).trimEnd()}...`)).toBeInTheDocument();
    expect(within(second).getByText('Short bio.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Contact Michael' })).toHaveAttribute(
      'href',
      'mailto:pastor@holytrinity.example',
    );
    expect(screen.getByRole('link', { name: 'Meet Our Leadership Team' })).toHaveAttribute(
      'href',
      '/about#leadership',
    );
  });

  it("says 'Unable to load leadership team.' when the leaders cannot be fetched", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome({ leaders: { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText('Unable to load leadership team.')).toBeInTheDocument();
  });

  it('shows every ministry with a Learn More link, and View All Ministries', async () => {
    const ministries = [
      buildMinistry({ id: 4, title: 'Music Ministry', schedule: 'Thursdays 7:00 PM' }),
      buildMinistry({ id: 5, title: 'Youth Ministry', leader: null, location: null }),
    ];
    renderHome({ ministries: { status: 200, body: ministries } });
    expect(screen.getByText('Loading ministries...')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Learn More about Music Ministry' }),
    ).toHaveAttribute('href', '/ministries#ministry-4');
    const youth = screen.getByRole('article', { name: 'Youth Ministry' });
    expect(within(youth).queryByText('Led by:')).not.toBeInTheDocument();
    expect(screen.getByText('Thursdays 7:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Ministries' })).toHaveAttribute(
      'href',
      '/ministries',
    );
  });

  it('says when there are no ministries, or they cannot be loaded', async () => {
    const { unmount } = renderHome();
    expect(await screen.findByText('No ministries to show yet.')).toBeInTheDocument();
    unmount();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome({ ministries: 'network-error' });
    expect(await screen.findByText('Unable to load ministries.')).toBeInTheDocument();
  });
});
