import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildEvent, isoDaysFromToday } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import UpcomingEventsWidget from '../components/UpcomingEventsWidget';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

const EVENTS = [
  buildEvent({ id: 1, title: 'Last Week', date: isoDaysFromToday(-7) }),
  buildEvent({ id: 2, title: 'In a Month', date: isoDaysFromToday(30), time: '18:00:00' }),
  buildEvent({ id: 3, title: 'Tomorrow', date: isoDaysFromToday(1), time: '09:30:00', price: 5 }),
  buildEvent({ id: 4, title: 'Next Week', date: isoDaysFromToday(7), registered_attendees: 100 }),
  buildEvent({ id: 5, title: 'In Two Months', date: isoDaysFromToday(60) }),
  buildEvent({ id: 6, title: 'Earlier Today', date: isoDaysFromToday(0), time: '00:00:00' }),
];

function renderWidget(
  props: Parameters<typeof UpcomingEventsWidget>[0] = {},
  reply: MockReply | (() => MockReply) = { status: 200, body: EVENTS },
) {
  api = mockApi({ 'GET /api/events/': reply });
  return renderWithProviders(<UpcomingEventsWidget {...props} />);
}

const widget = () => screen.getByRole('complementary', { name: 'Upcoming Events' });

describe('the Upcoming Events widget', () => {
  it('lists the next 3 events still to start, soonest first, each with Register, and links to the calendar', async () => {
    renderWidget();
    expect(within(widget()).getByText('Loading events...')).toBeInTheDocument();
    const titles = await within(widget()).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Tomorrow',
      'Next Week',
      'In a Month',
    ]);
    expect(within(widget()).getByRole('link', { name: 'Register for Tomorrow' })).toHaveAttribute(
      'href',
      '/event/tickets?eventId=3',
    );
    expect(widget()).toHaveTextContent('9:30 AM · $5.00');
    expect(within(widget()).getByRole('link', { name: 'View the full calendar' })).toHaveAttribute(
      'href',
      '/calendar',
    );
  });

  it('says Sold out in place of Register for a full event', async () => {
    renderWidget();
    const item = (await within(widget()).findByRole('heading', { name: 'Next Week' })).closest(
      'li',
    );
    expect(item).toHaveTextContent('Sold out');
    expect(
      within(item as HTMLElement).queryByRole('link', { name: /^Register/ }),
    ).not.toBeInTheDocument();
  });

  it('offers "Add to calendar" on each event listed, sold out or not, as its .ics file', async () => {
    renderWidget();
    const items = await within(widget()).findAllByRole('listitem');
    expect(
      items.map((item) => {
        const link = within(item).getByRole('link', { name: /^Add to calendar: / });
        return [link.getAttribute('aria-label'), link.getAttribute('href')];
      }),
    ).toEqual([
      ['Add to calendar: Tomorrow', '/api/events/3/calendar.ics'],
      ['Add to calendar: Next Week', '/api/events/4/calendar.ics'],
      ['Add to calendar: In a Month', '/api/events/2/calendar.ics'],
    ]);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: /^Add to calendar/ }),
    ).toHaveTextContent('Add to calendar');
  });

  it('takes the host page’s limit and heading level', async () => {
    renderWidget({ limit: 1, headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Upcoming Events' })).toBeInTheDocument();
    const titles = await within(widget()).findAllByRole('heading', { level: 4 });
    expect(titles.map((title) => title.textContent)).toEqual(['Tomorrow']);
  });

  it('says when nothing is coming up', async () => {
    renderWidget({}, { status: 200, body: [EVENTS[0]] });
    expect(
      await within(widget()).findByText('No upcoming events at the moment.'),
    ).toBeInTheDocument();
  });

  it('says the events could not be loaded, and tries again', async () => {
    let calls = 0;
    renderWidget({}, () => {
      calls += 1;
      return calls === 1 ? 'network-error' : { status: 200, body: EVENTS };
    });
    expect(await within(widget()).findByRole('alert')).toHaveTextContent(
      'Upcoming events could not be loaded.',
    );
    await userEvent.click(within(widget()).getByRole('button', { name: 'Try again' }));
    expect(await within(widget()).findByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();
  });
});
