import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpcomingEventsWidgetProps } from '@parish/shared-types';
import { installWidgetLoader, type WidgetLoader } from '@parish/shared-web';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { buildEvent, isoDaysFromToday } from '@parish/shared-types/testing';
import EventsPage from '../components/EventsPage';

const pastEvent = buildEvent({ id: 1, title: 'Harvest Supper', date: isoDaysFromToday(-20) });
const nextWeek = buildEvent({
  id: 2,
  title: 'Advent Carols',
  date: isoDaysFromToday(7),
  time: '18:30:00',
  price: 12.5,
  max_attendees: 120,
  registered_attendees: 20,
});
const soonFull = buildEvent({
  id: 3,
  title: 'Youth Retreat',
  date: isoDaysFromToday(3),
  max_attendees: 40,
  registered_attendees: 40,
});
const laterToday = buildEvent({
  id: 4,
  title: 'Evening Vespers',
  date: isoDaysFromToday(0),
  time: '23:59:00',
});

/** Stands in for mf-booking's widget, which the shell's loader fetches from that remote. */
function UpcomingEventsStandIn({ limit, headingLevel }: UpcomingEventsWidgetProps) {
  return (
    <aside aria-label="Upcoming Events">
      The next {limit} events, titled at level {headingLevel}
    </aside>
  );
}
const widgetLoaded: WidgetLoader = async () => ({ default: UpcomingEventsStandIn });

beforeEach(() => installWidgetLoader(widgetLoaded));
afterEach(() => installWidgetLoader(null));

function renderEvents(
  route = '/events',
  reply: Parameters<typeof mockApi>[0][string] = {
    status: 200,
    body: [nextWeek, pastEvent, soonFull, laterToday],
  },
) {
  const api = mockApi({ 'GET /api/events/': reply });
  const view = renderWithProviders(<EventsPage />, { route, path: '/events' });
  return { api, ...view };
}

const titles = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('the Events page', () => {
  it('lists all events in ascending date order', async () => {
    renderEvents();
    expect(screen.getByText('Loading events...')).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'All Events' })).toBeInTheDocument();
    expect(titles()).toEqual([
      'Harvest Supper',
      'Evening Vespers',
      'Youth Retreat',
      'Advent Carols',
    ]);
  });

  it('shows upcoming events from today on, with their own heading', async () => {
    renderEvents();
    await screen.findAllByRole('article');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upcoming Events' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeInTheDocument();
    expect(titles()).toEqual(['Evening Vespers', 'Youth Retreat', 'Advent Carols']);
  });

  it('shows past events without a Register button', async () => {
    renderEvents('/events?filter=past');
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'Past Events' })).toBeInTheDocument();
    expect(titles()).toEqual(['Harvest Supper']);
    expect(screen.queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument();
  });

  it('offers Register Now for future events, linking to the ticket page', async () => {
    renderEvents();
    await screen.findAllByRole('article');
    const register = screen.getByRole('link', { name: 'Register Now for Advent Carols' });
    expect(register).toHaveAttribute('href', '/event/tickets?eventId=2');
    expect(
      screen.getByRole('link', { name: 'Register Now for Evening Vespers' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Register Now for Harvest Supper' }),
    ).not.toBeInTheDocument();
  });

  it('says when a future event is sold out instead of offering registration', async () => {
    renderEvents();
    await screen.findAllByRole('article');
    const retreat = screen.getByRole('article', { name: 'Youth Retreat' });
    expect(within(retreat).getAllByText('Sold out').length).toBeGreaterThan(0);
    expect(within(retreat).queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument();
    expect(
      within(retreat).getByRole('link', { name: 'Join the waitlist for Youth Retreat' }),
    ).toHaveAttribute('href', '/event/tickets?eventId=3');
  });

  it('shows price, date, 12-hour time and seats left', async () => {
    renderEvents();
    const carols = await screen.findByRole('article', { name: 'Advent Carols' });
    expect(within(carols).getByText('$12.50')).toBeInTheDocument();
    expect(within(carols).getByText(/6:30 PM/)).toBeInTheDocument();
    expect(within(carols).getByText('100 seats left')).toBeInTheDocument();
    const supper = screen.getByRole('article', { name: 'Harvest Supper' });
    expect(within(supper).getByText('Free')).toBeInTheDocument();
  });

  it('offers "Add to calendar" on every event, past, sold out or bookable, as its .ics file', async () => {
    renderEvents();
    const cards = await screen.findAllByRole('article');
    const links = cards.map((card) => {
      const link = within(card).getByRole('link', { name: /^Add to calendar: / });
      return [link.getAttribute('aria-label'), link.getAttribute('href'), link.textContent];
    });
    expect(links).toEqual([
      ['Add to calendar: Harvest Supper', '/api/events/1/calendar.ics', 'Add to calendar'],
      ['Add to calendar: Evening Vespers', '/api/events/4/calendar.ics', 'Add to calendar'],
      ['Add to calendar: Youth Retreat', '/api/events/3/calendar.ics', 'Add to calendar'],
      ['Add to calendar: Advent Carols', '/api/events/2/calendar.ics', 'Add to calendar'],
    ]);
  });

  it('anchors every event by its id for /events#{id} links', async () => {
    renderEvents();
    const carols = await screen.findByRole('article', { name: 'Advent Carols' });
    expect(carols).toHaveAttribute('id', '2');
  });

  it('says when no event matches the filter', async () => {
    renderEvents('/events?filter=past', { status: 200, body: [nextWeek] });
    expect(await screen.findByText('No events found for this filter.')).toBeInTheDocument();
  });

  it('says the events could not be fetched, and tries again', async () => {
    let calls = 0;
    renderEvents('/events', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'boom' } }
        : { status: 200, body: [nextWeek] };
    });
    expect(await screen.findByText('Failed to fetch events')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Advent Carols' })).toBeInTheDocument();
  });

  it('shows the Upcoming Events widget of mf-booking beside the list, asking for 3 events', async () => {
    const loader = jest.fn(widgetLoaded);
    installWidgetLoader(loader);
    renderEvents();
    await screen.findAllByRole('article');
    expect(await screen.findByRole('complementary', { name: 'Upcoming Events' })).toHaveTextContent(
      'The next 3 events, titled at level 2',
    );
    expect(loader).toHaveBeenCalledWith('booking/widgets/UpcomingEvents');
  });

  it('still lists every event when mf-booking is down, without the widget', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installWidgetLoader(() => Promise.reject(new Error('booking remote is down')));
    await act(async () => {
      renderEvents();
    });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Events' })).toBeInTheDocument();
  });
});

describe('the Events page of a busy parish', () => {
  // 15 past events and 12 coming ones, a day apart: 27 in all, three pages of ten.
  const busyYear = [
    ...Array.from({ length: 15 }, (_, i) =>
      buildEvent({ id: 100 + i, title: `Past ${i + 1}`, date: isoDaysFromToday(i - 15) }),
    ),
    ...Array.from({ length: 12 }, (_, i) =>
      buildEvent({ id: 200 + i, title: `Coming ${i + 1}`, date: isoDaysFromToday(i + 1) }),
    ),
  ];
  const renderBusy = (route = '/events') => renderEvents(route, { status: 200, body: busyYear });

  it('shows ten events a page, All Events opening on the page where the coming ones begin', async () => {
    renderBusy();
    await screen.findAllByRole('article');
    expect(screen.getByText('Events 11–20 of 27')).toBeInTheDocument();
    expect(titles()).toEqual([
      ...['Past 11', 'Past 12', 'Past 13', 'Past 14', 'Past 15'],
      ...['Coming 1', 'Coming 2', 'Coming 3', 'Coming 4', 'Coming 5'],
    ]);
    const pages = screen.getByRole('navigation', { name: 'Pages of events' });
    expect(within(pages).getByRole('link', { name: 'page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/events?page=3',
    );
  });

  it('keeps the page in the URL with the filter, and goes to the top of the list when a page is chosen', async () => {
    renderBusy('/events?filter=upcoming');
    await screen.findAllByRole('article');
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toBe('Coming 1');
    const pages = screen.getByRole('navigation', { name: 'Pages of events' });
    const second = within(pages).getByRole('link', { name: 'Go to page 2' });
    expect(second).toHaveAttribute('href', '/events?filter=upcoming&page=2');
    await userEvent.setup().click(second);
    expect(await screen.findByText('Events 11–12 of 12')).toHaveFocus();
    expect(titles()).toEqual(['Coming 11', 'Coming 12']);
  });

  it('opens a page given by its address, the last one for a page past the end', async () => {
    renderBusy('/events?page=1');
    await screen.findAllByRole('article');
    expect(titles()[0]).toBe('Past 1');
    renderBusy('/events?page=99');
    expect(await screen.findByText('Events 21–27 of 27')).toBeInTheDocument();
  });

  it('opens the page of the event an /events#{id} link names', async () => {
    renderBusy('/events#211');
    expect(await screen.findByRole('article', { name: 'Coming 12' })).toHaveAttribute('id', '211');
    expect(screen.getByText('Events 21–27 of 27')).toBeInTheDocument();
  });

  it('lists a quiet parish on one page, with no pages to choose', async () => {
    renderEvents();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Pages of events' })).not.toBeInTheDocument();
  });
});
