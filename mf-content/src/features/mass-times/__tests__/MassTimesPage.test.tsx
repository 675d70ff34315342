import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { buildOccurrence, buildWeek } from '../../../testing/scheduleWeek';
import MassTimesPage from '../components/MassTimesPage';

/** The week of Sunday, Dec 6, 2026, with the office's changes: one cancelled, one moved, one added. */
const WEEK = buildWeek([
  buildOccurrence({
    entry_id: 1,
    exception_id: 11,
    date: '2026-12-06',
    start_time: '08:00:00',
    status: 'cancelled',
    note: 'No 8 AM Mass on the parish feast.',
  }),
  buildOccurrence({
    entry_id: 2,
    exception_id: 12,
    date: '2026-12-06',
    start_time: '10:30:00',
    status: 'moved',
    moved_from: '10:00:00',
    celebrant: 'Fr. Michael Andrews',
  }),
  buildOccurrence({
    entry_id: 3,
    date: '2026-12-06',
    start_time: '12:30:00',
    language: 'es',
    place: 'Chapel',
    place_es: 'Capilla',
  }),
  buildOccurrence({
    entry_id: null,
    exception_id: 13,
    date: '2026-12-08',
    start_time: '19:00:00',
    status: 'added',
    title: 'Immaculate Conception',
    title_es: 'Inmaculada Concepción',
    note: 'A holy day of obligation.',
  }),
  buildOccurrence({ entry_id: 4, date: '2026-12-11', start_time: '07:00:00', language: 'la' }),
  buildOccurrence({
    entry_id: 5,
    date: '2026-12-12',
    start_time: '15:00:00',
    kind: 'confession',
    notes: 'In the reconciliation room.',
  }),
]);

function renderMassTimes(route = '/mass-times') {
  const api = mockApi({
    'GET /api/schedule/?days=7': { status: 200, body: WEEK },
    'GET /api/parish/': { status: 500 },
  });
  const view = renderWithProviders(<MassTimesPage />, { route, path: '/mass-times' });
  return { api, ...view };
}

/** The days shown, each with its services' headings (time and name). */
function daysShown() {
  return screen.getAllByRole('region').map((day) => ({
    day: within(day).getByRole('heading', { level: 2 }).textContent,
    services: within(day)
      .getAllByRole('heading', { level: 3 })
      .map((service) => service.textContent),
  }));
}

const service = (name: string) => screen.getByRole('listitem', { name });

describe('the Mass times page', () => {
  it("shows this week's services grouped by day, each with its time, name, language and place", async () => {
    const { api } = renderMassTimes();
    expect(screen.getByRole('heading', { level: 1, name: 'Mass Times' })).toBeInTheDocument();
    expect(screen.getByText('Loading Mass times...')).toBeInTheDocument();
    await screen.findAllByRole('region');
    expect(daysShown()).toEqual([
      {
        day: 'Sunday, Dec 6, 2026',
        services: ['8:00 AM Mass', '10:30 AM Mass', '12:30 PM Mass'],
      },
      { day: 'Tuesday, Dec 8, 2026', services: ['7:00 PM Immaculate Conception'] },
      { day: 'Friday, Dec 11, 2026', services: ['7:00 AM Mass'] },
      { day: 'Saturday, Dec 12, 2026', services: ['3:00 PM Confession'] },
    ]);
    expect(service('12:30 PM Mass')).toHaveTextContent('Spanish · Chapel');
    expect(service('10:30 AM Mass')).toHaveTextContent(
      'English · Church · Celebrant: Fr. Michael Andrews',
    );
    expect(
      within(service('3:00 PM Confession')).getByText('In the reconciliation room.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Dec 6, 2026 to Dec 12, 2026')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toContain('/api/schedule/?days=7');
  });

  it('strikes a cancelled service and says so in words, with the office’s note', async () => {
    renderMassTimes();
    const cancelled = await screen.findByRole('listitem', { name: '8:00 AM Mass' });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.querySelector('h3 s')).toHaveTextContent('8:00 AM Mass');
    expect(within(cancelled).getByText('No 8 AM Mass on the parish feast.')).toBeInTheDocument();
  });

  it('says when a service moved, from which time, and marks an added one', async () => {
    renderMassTimes();
    const moved = await screen.findByRole('listitem', { name: '10:30 AM Mass' });
    expect(within(moved).getByText('Moved from 10:00 AM')).toBeInTheDocument();
    expect(within(moved).queryByText('Cancelled')).not.toBeInTheDocument();
    const added = service('7:00 PM Immaculate Conception');
    expect(within(added).getByText('Added')).toBeInTheDocument();
    expect(within(added).getByText('A holy day of obligation.')).toBeInTheDocument();
  });

  it('filters by language with a labelled select, keeping the choice in the address', async () => {
    const { router } = renderMassTimes();
    await screen.findAllByRole('region');
    const user = userEvent.setup();
    const language = screen.getByRole('combobox', { name: 'Language' });
    // By keyboard: focused with Tab (after the calendar and Watch Mass live links), chosen as any select.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(language).toHaveFocus();
    await user.selectOptions(language, 'Spanish');
    expect(daysShown()).toEqual([{ day: 'Sunday, Dec 6, 2026', services: ['12:30 PM Mass'] }]);
    expect(router.state.location.search).toBe('?language=es');
    // The weeks before and after keep the filter.
    expect(screen.getByRole('link', { name: 'Next week' })).toHaveAttribute(
      'href',
      '/mass-times?language=es&from=2026-12-13',
    );
  });

  it('opens a link with its filters chosen, and filters by kind', async () => {
    renderMassTimes('/mass-times?kind=confession');
    await screen.findAllByRole('region');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('confession');
    expect(daysShown()).toEqual([
      { day: 'Saturday, Dec 12, 2026', services: ['3:00 PM Confession'] },
    ]);
  });

  it('says clearly when nothing matches, and offers every service again', async () => {
    renderMassTimes('/mass-times?kind=rosary&language=la');
    expect(
      await screen.findByText(/No services this week match what you chose\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Show all services' }));
    expect(await screen.findAllByRole('region')).toHaveLength(4);
  });

  it('links to the weeks before and after, and to the calendar feed', async () => {
    renderMassTimes();
    await screen.findAllByRole('region');
    const weeks = screen.getByRole('navigation', { name: 'Weeks' });
    expect(within(weeks).getByRole('link', { name: 'Previous week' })).toHaveAttribute(
      'href',
      '/mass-times?from=2026-11-29',
    );
    expect(within(weeks).getByRole('link', { name: 'Next week' })).toHaveAttribute(
      'href',
      '/mass-times?from=2026-12-13',
    );
    expect(within(weeks).queryByRole('link', { name: 'This week' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to your calendar' })).toHaveAttribute(
      'href',
      '/api/schedule.ics',
    );
  });

  it('reads the week its address names, with a way back to this week', async () => {
    const api = mockApi({
      'GET /api/schedule/?from=2026-12-13&days=7': {
        status: 200,
        body: buildWeek(
          [buildOccurrence({ date: '2026-12-13', start_time: '09:00:00' })],
          '2026-12-13',
          '2026-12-19',
        ),
      },
      'GET /api/parish/': { status: 500 },
    });
    renderWithProviders(<MassTimesPage />, {
      route: '/mass-times?from=2026-12-13',
      path: '/mass-times',
    });
    expect(await screen.findByRole('heading', { name: 'Sunday, Dec 13, 2026' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'This week' })).toHaveAttribute('href', '/mass-times');
    expect(api.requests[0]?.url).toBe('/api/schedule/?from=2026-12-13&days=7');
  });

  it('moves to the next week by keyboard, the week links staying in place while it loads', async () => {
    mockApi({
      'GET /api/schedule/?days=7': { status: 200, body: WEEK },
      'GET /api/schedule/?from=2026-12-13&days=7': 'never',
      'GET /api/parish/': { status: 500 },
    });
    const { router } = renderWithProviders(<MassTimesPage />, {
      route: '/mass-times',
      path: '/mass-times',
    });
    await screen.findAllByRole('region');
    const next = screen.getByRole('link', { name: 'Next week' });
    next.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(router.state.location.search).toBe('?from=2026-12-13');
    expect(screen.getByText('Loading Mass times...')).toBeInTheDocument();
    expect(screen.getByText('Dec 13, 2026 to Dec 19, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next week' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'This week' })).toHaveAttribute('href', '/mass-times');
  });

  it('says when no service is scheduled at all', async () => {
    mockApi({
      'GET /api/schedule/?days=7': { status: 200, body: buildWeek([]) },
      'GET /api/parish/': { status: 500 },
    });
    renderWithProviders(<MassTimesPage />, { route: '/mass-times', path: '/mass-times' });
    expect(
      await screen.findByText('No services are scheduled for these days.'),
    ).toBeInTheDocument();
  });

  it('shows the error with Try again when the schedule cannot be read', async () => {
    mockApi({ 'GET /api/schedule/?days=7': { status: 500 }, 'GET /api/parish/': { status: 500 } });
    renderWithProviders(<MassTimesPage />, { route: '/mass-times', path: '/mass-times' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Mass times could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
