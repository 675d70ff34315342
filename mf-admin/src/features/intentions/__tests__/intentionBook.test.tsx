import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INTENTION_MASS_FULL_MESSAGE,
  type IntentionBook,
  type IntentionBookMass,
  type MassIntention,
} from '@parish/shared-types/intentions';
import { RequireAdminSession } from '@parish/shared-web';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import { resetSession, signIn } from '../../../testing/session';
import { intentionBookResource } from '../lib/intentionBookResource';

const requested: MassIntention = {
  id: 5,
  status: 'requested',
  date: '2030-01-06',
  mass: 'entry:1',
  intention: 'For the repose of the soul of John Smith',
  publish: true,
  amount: 10,
  expires_at: null,
  requested_by: 'Mary Smith',
  email: 'mary@example.org',
  language: 'en',
  created_at: '2029-12-20T10:00:00Z',
  confirmed_at: null,
};

const sunday: IntentionBookMass = {
  mass: 'entry:1',
  date: '2030-01-06',
  start_time: '08:00:00',
  starts_at: '2030-01-06T13:00:00Z',
  kind: 'mass',
  title: null,
  title_es: null,
  language: 'en',
  place: 'Church',
  place_es: null,
  cancelled: false,
  capacity: 2,
  taken: 2,
  available: 0,
  intentions: [requested, { ...requested, id: 6, status: 'confirmed', requested_by: 'Ann Lee' }],
};

const BOOK: IntentionBook = { from: '2030-01-01', to: '2030-03-03', masses: [sunday] };

let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  api?.restore();
  resetSession();
});

function renderBook() {
  renderWithProviders(
    <RequireAdminSession>
      <ResourceTab resource={intentionBookResource} />
    </RequireAdminSession>,
    { route: '/admin', routes: [{ path: '/login', element: <h1>Admin Login</h1> }] },
  );
}

it('lists the book by date and Mass, confirms a paid intention, and is refused a move to a full Mass at its field', async () => {
  api = mockApi({
    'POST /api/mass-intentions/5/confirm/': {
      status: 200,
      body: { ...requested, status: 'confirmed' },
    },
    'POST /api/mass-intentions/6/move/': {
      status: 409,
      body: { message: INTENTION_MASS_FULL_MESSAGE, fields: { mass: INTENTION_MASS_FULL_MESSAGE } },
    },
    '*': (request) =>
      request.url.startsWith('/api/mass-intentions/book/?from=') && request.url.endsWith('&days=62')
        ? { status: 200, body: BOOK }
        : { status: 404, body: { message: 'unexpected' } },
  });
  renderBook();
  const user = userEvent.setup();
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('8:00 AM Mass, Church');
  expect(rows[0]).toHaveTextContent('2 of 2');
  expect(rows[0]).toHaveTextContent('Mary Smith');
  expect(rows[0]).toHaveTextContent('Paid, to confirm');
  // Only the paid one is to confirm.
  expect(screen.getAllByRole('button', { name: /^Confirm/ })).toHaveLength(1);

  await user.click(screen.getAllByRole('button', { name: /^Confirm/ })[0] as HTMLElement);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Intention confirmed: the requester is mailed',
  );

  await user.click(screen.getAllByRole('button', { name: /^Move/ })[1] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: /^Move to another Mass/ });
  const code = within(dialog).getByRole('textbox', { name: /Mass code/ });
  expect(code).toHaveValue('entry:1');
  await user.clear(code);
  await user.type(code, 'entry:2');
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  expect(await within(dialog).findAllByText(INTENTION_MASS_FULL_MESSAGE)).not.toHaveLength(0);
  expect(api.requests.find((request) => request.url.endsWith('/move/'))?.body).toEqual({
    date: '2030-01-06',
    mass: 'entry:2',
  });
});
