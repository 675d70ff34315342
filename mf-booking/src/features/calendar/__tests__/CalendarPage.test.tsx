import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { buildEvent } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import CalendarPage from '../components/CalendarPage';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

// A month after this one: its days are all in the future, and it is never the month shown first.
const nextMonth = dayjs().add(1, 'month').startOf('month');
const dayOf = (date: number) => nextMonth.date(date).format('YYYY-MM-DD');

const EVENTS = [
  buildEvent({ id: 1, title: 'Choir Practice', date: dayOf(10), time: '19:30:00', price: 0 }),
  buildEvent({ id: 2, title: 'Bible Study', date: dayOf(12), time: '09:00:00' }),
  buildEvent({ id: 3, title: 'Soup Kitchen', date: dayOf(12), time: '12:00:00' }),
  ...[8, 10, 14, 17, 20].map((hour, index) =>
    buildEvent({
      id: 10 + index,
      title: `Feast Day ${index + 1}`,
      date: dayOf(15),
      time: `${hour}:00:00`,
      price: 12.5,
      location: 'Parish Hall',
    }),
  ),
];

function renderCalendar(reply: MockReply | (() => MockReply) = { status: 200, body: EVENTS }) {
  api = mockApi({ 'GET /api/events/': reply });
  return renderWithProviders(<CalendarPage />, { route: '/calendar' });
}

/** The calendar's day cell for `date` of next month (the calendar names each by its timestamp). */
function dayCell(date: number): HTMLElement {
  const cell = screen
    .getAllByRole('gridcell')
    .find((candidate) => candidate.dataset.timestamp === String(nextMonth.date(date).valueOf()));
  if (!cell) throw new Error(`day ${date} of next month is not shown`);
  return cell;
}

async function showNextMonth() {
  await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
  // The month slides in; wait until the old one has gone.
  await waitFor(() => expect(screen.getAllByRole('grid')).toHaveLength(1));
  await waitFor(() => expect(dayCell(1)).toBeInTheDocument());
}

describe('the Calendar page', () => {
  it('starts on today, with today’s events heading in long form', async () => {
    renderCalendar({ status: 200, body: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        name: `Events for ${dayjs().format('dddd, MMMM D, YYYY')}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent(
      String(dayjs().date()),
    );
  });

  it('marks days with one dot per event, at most three, the third bolder when there are more', async () => {
    renderCalendar();
    await screen.findByRole('heading', { name: /^Events for/ });
    await showNextMonth();

    const dotsOf = (date: number) => dayCell(date).querySelector('[data-dots]');
    expect(dotsOf(10)).toHaveAttribute('data-dots', '1');
    expect(dotsOf(12)).toHaveAttribute('data-dots', '2');
    expect(dotsOf(15)).toHaveAttribute('data-dots', '3');
    expect(dotsOf(15)).toHaveAttribute('data-more', 'true');
    expect(dotsOf(15)?.querySelectorAll('[data-dot="more"]')).toHaveLength(1);
    expect(dotsOf(11)).toBeNull();
    // The day says in words what its dots show.
    expect(dayCell(15)).toHaveAccessibleName(/^15 ?, 5 events$/);
    expect(dayCell(10)).toHaveAccessibleName(/^10 ?, 1 event$/);
  });

  it('explains the dots in a legend', () => {
    renderCalendar('never');
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 event', '2 events', '3 events', 'More than 3 events']);
  });

  it('lists a chosen day’s events with 12-hour times and links to their details', async () => {
    renderCalendar();
    await screen.findByRole('heading', { name: /^Events for/ });
    await showNextMonth();
    await userEvent.click(dayCell(12));

    const heading = screen.getByRole('heading', {
      name: `Events for ${nextMonth.date(12).format('dddd, MMMM D, YYYY')}`,
    });
    const list = heading.parentElement as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Bible Study',
      'Soup Kitchen',
    ]);
    expect(items[0]).toHaveTextContent('9:00 AM');
    expect(items[1]).toHaveTextContent('12:00 PM');
    expect(
      within(items[1] as HTMLElement).getByRole('link', {
        name: 'View Event Details: Soup Kitchen',
      }),
    ).toHaveAttribute('href', '/events#3');
    expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Add to calendar: Soup Kitchen' }),
    ).toHaveAttribute('href', '/api/events/3/calendar.ics');
  });

  it('says when a day has no events and links to all upcoming events', async () => {
    renderCalendar();
    await screen.findByRole('heading', { name: /^Events for/ });
    await showNextMonth();
    await userEvent.click(dayCell(11));
    expect(screen.getByText('No events scheduled for this date.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Upcoming Events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('moves between days with the arrow keys and chooses one with Enter', async () => {
    renderCalendar();
    await screen.findByRole('heading', { name: /^Events for/ });
    await showNextMonth();
    await userEvent.click(dayCell(11));
    await userEvent.keyboard('{ArrowRight}');
    expect(dayCell(12)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(
      screen.getByRole('heading', {
        name: `Events for ${nextMonth.date(12).format('dddd, MMMM D, YYYY')}`,
      }),
    ).toBeInTheDocument();
  });

  it('loads the events once, whichever months are looked at', async () => {
    renderCalendar();
    await screen.findByRole('heading', { name: /^Events for/ });
    await showNextMonth();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(api?.requests).toEqual([{ method: 'GET', url: '/api/events/', body: undefined }]);
  });

  it('says the events could not be loaded, and tries again', async () => {
    let calls = 0;
    renderCalendar(() => {
      calls += 1;
      return calls === 1 ? { status: 500 } : { status: 200, body: EVENTS };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The events could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /^Events for/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the parish calendar as a subscription', () => {
    renderCalendar('never');
    const feed = `${window.location.origin}/api/events.ics`;
    expect(screen.getByRole('link', { name: 'Subscribe to the events calendar' })).toHaveAttribute(
      'href',
      feed.replace(/^http:/, 'webcal:'),
    );
    expect(
      screen.getByText(`Or add this address to your calendar app: ${feed}`),
    ).toBeInTheDocument();
  });
});
