import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminEmailTakenMessage } from '@parish/shared-types';
import { buildAdmin } from '@parish/shared-types/testing';
import { mockApi, type MockReply } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, sampleAdmin, signIn } from '../../../testing/session';
import { expectCurrentSection } from '../../../testing/dashboard';

const deacon = buildAdmin({ id: 7, name: 'John Ward', email: 'deacon@holytrinity.example' });

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

function answer(replies: Record<string, MockReply>) {
  mock = mockApi({ 'GET /api/admin/': { status: 200, body: [sampleAdmin, deacon] }, ...replies });
  return mock.requests;
}

const field = (label: RegExp) => screen.getByLabelText(label);

/** Fills the add form as an administrator would, and sends it. */
async function createAdmin(path: string, name: string, email: string) {
  const user = userEvent.setup();
  renderAdmin(path);
  await user.type(await screen.findByLabelText(/^Name/), name);
  expect(screen.getByRole('heading', { level: 1, name: 'Add Admin' })).toBeVisible();
  await user.type(field(/^Email/), email);
  await user.type(field(/^Password/), 'correct horse battery');
  await user.click(screen.getByRole('checkbox', { name: /^Editor/ }));
  await user.click(screen.getByRole('button', { name: 'Create Admin' }));
}
const changes = (requests: { method: string }[]) => requests.filter((r) => r.method !== 'GET');

describe('the admin create-or-edit form at /admin/edit', () => {
  it('creates an admin when the path has no id (spec), and says Admin Created', async () => {
    const requests = answer({ 'POST /api/admin/': { status: 201, body: deacon } });
    await createAdmin('/admin/edit', 'John Ward', ' Deacon@HolyTrinity.example ');

    expect(await screen.findByText('Admin Created')).toBeInTheDocument();
    await expectCurrentSection('Admins');
    expect(changes(requests)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/',
        body: {
          name: 'John Ward',
          email: 'deacon@holytrinity.example',
          password: 'correct horse battery',
          roles: ['editor'],
        },
      },
    ]);
  });

  it("edits the admin the path names: e-mail filled in, password typed anew, 'Admin Updated'", async () => {
    const requests = answer({
      'GET /api/admin/7/': { status: 200, body: deacon },
      'PATCH /api/admin/7/': { status: 200, body: deacon },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/edit/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Admin' })).toBeVisible();
    expect(field(/^Email/)).toHaveValue('deacon@holytrinity.example');
    expect(field(/^Password/)).toHaveValue('');
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Admin' }));
    expect(field(/^Password/)).toHaveAccessibleDescription('Both email and password are required');
    expect(changes(requests)).toEqual([]);

    await user.type(field(/^Password/), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Update Admin' }));
    expect(await screen.findByText('Admin Updated')).toBeInTheDocument();
    expect(changes(requests)).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/7/',
        body: { email: 'deacon@holytrinity.example', password: 'a new long password' },
      },
    ]);
  });

  it('shows a taken e-mail at the e-mail field and keeps everything typed', async () => {
    const taken = adminEmailTakenMessage('office@holytrinity.org');
    answer({
      'POST /api/admin/': { status: 409, body: { message: taken, fields: { email: taken } } },
    });
    await createAdmin('/admin/add-admin', 'Maria Again', 'office@holytrinity.org');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email office@holytrinity.org is already registered',
    );
    expect(field(/^Email/)).toHaveAccessibleDescription(taken);
    expect(field(/^Email/)).toHaveFocus();
    expect(field(/^Name/)).toHaveValue('Maria Again');
    expect(field(/^Password/)).toHaveValue('correct horse battery');
  });

  it("says 'No response from server' when the server cannot be reached", async () => {
    answer({ 'POST /api/admin/': 'network-error' });
    await createAdmin('/admin/add-admin', 'John Ward', 'deacon@holytrinity.example');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No response from server - check your network connection',
    );
  });

  it("returns to the Admins tab with 'Could not load admin details' when the admin cannot be loaded", async () => {
    answer({ 'GET /api/admin/9/': { status: 404, body: { message: 'Admin not found' } } });
    renderAdmin('/admin/edit/9');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load admin details');
    await expectCurrentSection('Admins');
  });

  it('goes back to the Admins tab on Cancel, sending nothing', async () => {
    const requests = answer({});
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/add-admin');

    await user.type(await screen.findByLabelText(/^Name/), 'John Ward');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    await expectCurrentSection('Admins');
    expect(router.state.location.state).toEqual({ tab: 'users' });
    expect(changes(requests)).toEqual([]);
  });
});

it('keeps the admin when the API refuses to delete the last one, and says why in the dialog', async () => {
  const lastAdmin = 'You cannot delete the last administrator.';
  answer({ 'DELETE /api/admin/7/': { status: 409, body: { message: lastAdmin } } });
  const user = userEvent.setup();
  renderAdmin({ pathname: '/admin', state: { tab: 'users' } });

  await user.click(await screen.findByRole('button', { name: 'Delete John Ward' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete admin?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(lastAdmin);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('rowheader', { name: 'John Ward' })).toBeInTheDocument();
});
