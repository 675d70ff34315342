import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IntentionDay, IntentionMass } from '@parish/shared-types/intentions';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import MassIntentionsPage from '../components/MassIntentionsPage';

const FULL = 'This Mass has no room for another intention. Please choose another Mass or date.';

function mass(overrides: Partial<IntentionMass>): IntentionMass {
  return {
    mass: 'entry:1',
    date: '2030-01-06',
    start_time: '08:00:00',
    starts_at: '2030-01-06T13:00:00Z',
    kind: 'mass',
    title: null,
    title_es: null,
    language: 'en',
    place: 'Church',
    place_es: 'Iglesia',
    cancelled: false,
    capacity: 2,
    taken: 0,
    available: 2,
    ...overrides,
  };
}

const DAY: IntentionDay = {
  date: '2030-01-06',
  offering: 10,
  masses: [
    mass({}),
    mass({
      mass: 'entry:2',
      start_time: '10:00:00',
      title: 'Sunday Worship',
      taken: 2,
      available: 0,
    }),
    mass({
      mass: 'added:7',
      start_time: '17:00:00',
      kind: 'vigil_mass',
      cancelled: true,
      available: 0,
    }),
  ],
};

const label = (name: RegExp) => screen.getByLabelText(name);

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(label(/^Date/), '2030-01-06');
  await screen.findByText('Suggested offering: $10.00');
  await user.selectOptions(label(/^Mass(\s*\*)?$/), '8:00 AM Mass, Church');
  await user.type(label(/^Intention/), 'For the repose of the soul of John Smith');
  await user.type(label(/^Requested by/), 'Mary Smith');
  await user.type(label(/^Email address/), 'mary@example.org');
}

describe('the Mass intentions page', () => {
  it("shows the day's Masses with their room, and offers only those that have some", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/mass-intentions/masses/?date=2030-01-06': { status: 200, body: DAY } });
    renderWithProviders(<MassIntentionsPage />, {
      route: '/mass-intentions',
      path: '/mass-intentions',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mass Intentions' })).toBeInTheDocument();
    expect(screen.getByText('Choose a date to see its Masses.')).toBeInTheDocument();

    await user.type(label(/^Date/), '2030-01-06');
    const masses = await screen.findByRole('region', { name: /^Masses on/ });
    const items = within(masses)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '8:00 AM Mass, Church2 intentions left',
      '10:00 AM Sunday Worship, ChurchFull: no more intentions',
      '5:00 PM Vigil Mass, ChurchCancelled',
    ]);
    const options = within(label(/^Mass(\s*\*)?$/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a Mass', '8:00 AM Mass, Church']);
  });

  it('holds the Mass and opens the payment, or says at the Mass that it has just become full', async () => {
    const user = userEvent.setup();
    let answer: 'held' | 'full' = 'full';
    const api = mockApi({
      'GET /api/mass-intentions/masses/?date=2030-01-06': { status: 200, body: DAY },
      'GET /api/payments/setup': {
        status: 200,
        body: { sandbox: true, card: { provider: 'sandbox', publishableKey: null }, paypal: null },
      },
      'POST /api/mass-intentions/': () =>
        answer === 'full'
          ? { status: 409, body: { message: FULL, fields: { mass: FULL } } }
          : {
              status: 201,
              body: {
                id: 5,
                status: 'held',
                date: '2030-01-06',
                mass: 'entry:1',
                intention: 'For the repose of the soul of John Smith',
                publish: false,
                amount: 10,
                expires_at: '2030-01-01T00:15:00Z',
              },
            },
    });
    renderWithProviders(<MassIntentionsPage />, {
      route: '/mass-intentions',
      path: '/mass-intentions',
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findAllByText(FULL)).not.toHaveLength(0);
    expect(label(/^Mass(\s*\*)?$/)).toHaveAttribute('aria-invalid', 'true');

    answer = 'held';
    await user.selectOptions(label(/^Mass(\s*\*)?$/), '8:00 AM Mass, Church');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the offering' });
    expect(dialog).toHaveTextContent('For the repose of the soul of John Smith');
    expect(dialog).toHaveTextContent('$10.00');
    expect(api.requests.filter((request) => request.method === 'POST')[1]?.body).toEqual({
      date: '2030-01-06',
      mass: 'entry:1',
      intention: 'For the repose of the soul of John Smith',
      requested_by: 'Mary Smith',
      email: 'mary@example.org',
      publish: false,
    });

    // Closed and sent again unchanged: the Mass already held is paid for, no second slot taken.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('dialog', { name: 'Pay the offering' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });
});
