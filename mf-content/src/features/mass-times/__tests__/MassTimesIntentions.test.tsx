import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { buildOccurrence, buildWeek } from '../../../testing/scheduleWeek';
import MassTimesPage from '../components/MassTimesPage';

const WEEK = buildWeek([
  buildOccurrence({ entry_id: 1, date: '2026-12-06', start_time: '08:00:00' }),
  buildOccurrence({ entry_id: 2, date: '2026-12-06', start_time: '10:00:00' }),
]);

describe('the Mass times page and the published intentions', () => {
  it('lists each published intention under its own Mass', async () => {
    mockApi({
      'GET /api/schedule/?days=7': { status: 200, body: WEEK },
      'GET /api/parish/': { status: 500 },
      'GET /api/mass-intentions/published/?days=7': {
        status: 200,
        body: [
          {
            mass: 'entry:2',
            date: '2026-12-06',
            intention: 'For the repose of the soul of Ana Ruiz',
          },
        ],
      },
    });
    renderWithProviders(<MassTimesPage />, { route: '/mass-times', path: '/mass-times' });
    const tenOClock = await screen.findByRole('listitem', { name: '10:00 AM Mass' });
    expect(
      await within(tenOClock).findByText('For the repose of the soul of Ana Ruiz'),
    ).toBeInTheDocument();
    expect(within(tenOClock).getByText('Offered for')).toBeInTheDocument();
    const eight = screen.getByRole('listitem', { name: '8:00 AM Mass' });
    expect(within(eight).queryByText('Offered for')).not.toBeInTheDocument();
  });
});
