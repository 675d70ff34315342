import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SacramentRequest } from '@parish/shared-types/sacraments';
import { buildAdmin } from '@parish/shared-types/testing';
import { mockApi } from '@parish/shared-web/testing';
import { expectCurrentSection, menuEntries, openSection } from '../../../testing/dashboard';
import { renderAdmin } from '../../../testing/renderAdmin';
import { readTable } from '../../../testing/resourceList';
import { resetSession, signIn } from '../../../testing/session';

const BAPTISM: SacramentRequest = {
  id: 7,
  kind: 'baptism',
  status: 'new',
  requester_name: 'Ana Ruiz',
  requester_email: 'ana@example.org',
  requester_phone: '555-0142',
  message: 'We would prefer a Sunday.',
  language: 'es',
  details: {
    child_name: 'Lucía Ruiz',
    child_birth_date: '2026-09-01',
    parents: 'Ana and Pedro Ruiz',
    godparents: 'María and José López',
    preferred_date: '2027-01-10',
    alternative_date: null,
  },
  assigned_to: null,
  notes: null,
  scheduled_date: null,
  scheduled_time: null,
  scheduled_place: null,
  documents: [
    {
      name: 'AAAAAAAAAAAAAAAAAAAAAA.pdf',
      url: '/api/sacraments/7/documents/AAAAAAAAAAAAAAAAAAAAAA.pdf',
      filename: 'certificate.pdf',
      content_type: 'application/pdf',
      size: 1200,
    },
  ],
  created_at: '2026-12-07T15:00:00Z',
};

const asRoles = (...roles: ('sacraments' | 'editor')[]) =>
  signIn(buildAdmin({ id: 3, name: 'Ruth Adeyemi', email: 'ruth@holytrinity.example', roles }));

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  resetSession();
});

it('shows the sacraments role the queue under Worship, by sacrament and status', async () => {
  asRoles('sacraments');
  mock = mockApi({
    'GET /api/sacraments/': { status: 200, body: [BAPTISM] },
    '*': { status: 200, body: [] },
  });
  renderAdmin('/admin');
  await openSection('Sacraments');
  await expectCurrentSection('Sacraments');
  const queue = await readTable('Sacrament requests');
  expect(queue.rows).toEqual([
    [
      'Ana Ruiz',
      'Baptism',
      'New',
      '',
      '',
      expect.stringMatching(/^Dec 7, 2026/),
      expect.any(String),
    ],
  ]);
  // One sacrament's queue in one status: the filter travels in the query, never a family's words.
  const user = userEvent.setup();
  const filter = screen.getByRole('form', { name: 'Choose the requests shown' });
  await user.selectOptions(within(filter).getByLabelText(/^Sacrament/), 'baptism');
  await user.selectOptions(within(filter).getByLabelText(/^Status/), 'new');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() =>
    expect(mock?.requests.map((request) => request.url)).toContain(
      '/api/sacraments/?kind=baptism&status=new',
    ),
  );
});

it('is not offered to editors', async () => {
  asRoles('editor');
  mock = mockApi({ '*': { status: 200, body: [] } });
  renderAdmin('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  expect(await menuEntries()).not.toContain('Sacraments');
});

it("shows what the family sent, then schedules it with the office's side", async () => {
  asRoles('sacraments');
  mock = mockApi({
    'GET /api/sacraments/7/': { status: 200, body: BAPTISM },
    'PATCH /api/sacraments/7/': { status: 200, body: { ...BAPTISM, status: 'scheduled' } },
    '*': { status: 200, body: [] },
  });
  renderAdmin('/admin/sacraments/7');
  const details = await screen.findByRole('region', { name: 'What the family sent' });
  expect(within(details).getByText('Lucía Ruiz')).toBeVisible();
  expect(within(details).getByText('Jan 10, 2027')).toBeVisible();
  expect(within(details).getByRole('link', { name: 'Download certificate.pdf' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/api\/sacraments\/7\/documents\/A{22}\.pdf$/),
  );

  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText(/^Status/), 'scheduled');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText(/^Place/)).toHaveAccessibleDescription(
    'Please enter where it will be held',
  );
  await user.type(screen.getByLabelText(/^Assigned to/), 'Fr. Thomas');
  await user.type(screen.getByLabelText(/^Scheduled date/), '2027-01-10');
  await user.type(screen.getByLabelText(/^Scheduled time/), '12:30');
  await user.type(screen.getByLabelText(/^Place/), 'Church');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(mock?.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      status: 'scheduled',
      assigned_to: 'Fr. Thomas',
      notes: null,
      scheduled_date: '2027-01-10',
      scheduled_time: '12:30:00',
      scheduled_place: 'Church',
    }),
  );
});
