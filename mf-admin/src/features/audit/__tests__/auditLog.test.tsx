import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUDIT_RANGE_ORDER_MESSAGE,
  type AuditLogEntry,
  type AuditLogPage,
} from '@parish/shared-types';
import { mockApi, type MockReply } from '@parish/shared-web/testing';
import { dateField, typeDate } from '../../../testing/dateField';
import { readTable, renderResourceList } from '../../../testing/resourceList';
import { auditResource } from '../lib/auditResource';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const ENTRY: AuditLogEntry = {
  id: 41,
  at: '2026-11-20T15:04:00Z',
  admin_id: 2,
  admin_name: 'Ruth Alvarez',
  admin_email: 'ruth@example.org',
  action: 'update',
  entity: 'ministry',
  entity_id: '7',
  before: { title: 'Soup Kitchen', schedule: 'Fridays' },
  after: { title: 'Soup Kitchen', schedule: 'Saturdays' },
  address: '203.0.113.9',
};

const page = (entries: AuditLogEntry[]): AuditLogPage => ({
  entries,
  total: entries.length,
  page: 1,
  page_size: 500,
});

/** The audit log's API answering `reply` to every search (its URL carries the query). */
function auditApi(reply: MockReply) {
  return mockApi({
    '*': (request) => {
      if (request.method !== 'GET' || !request.url.startsWith('/api/audit/?')) {
        throw new Error(`Unexpected API request in test: ${request.method} ${request.url}`);
      }
      return reply;
    },
  });
}

const csvLink = () => screen.getByRole('link', { name: 'Export CSV' });

it('shows the entries: who, what, which record, the fields before and after, and from where', async () => {
  api = auditApi({ status: 200, body: page([ENTRY]) });
  renderResourceList(auditResource);
  const { rows } = await readTable('Audit log');
  expect(rows[0]).toEqual(
    expect.arrayContaining([
      'Ruth Alvarez',
      'ruth@example.org',
      'update',
      'Ministry',
      '7',
      '{"title":"Soup Kitchen","schedule":"Fridays"}',
      '{"title":"Soup Kitchen","schedule":"Saturdays"}',
      '203.0.113.9',
    ]),
  );
  expect(api.requests[0]?.url).toBe('/api/audit/?page_size=500');
  expect(csvLink()).toHaveAttribute('href', '/api/audit/export.csv');
});

it('filters by person, entity and days typed from the keyboard, and the CSV link carries the filter', async () => {
  const other: AuditLogEntry = { ...ENTRY, id: 42, entity: 'event', entity_id: '3' };
  api = auditApi({ status: 200, body: page([ENTRY, other]) });
  renderResourceList(auditResource);
  await readTable('Audit log');

  api.restore();
  api = auditApi({ status: 200, body: page([ENTRY]) });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Person (name or e-mail)' }), 'ruth');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'ministry');
  await typeDate(user, 'From', '2026-11-01');
  await typeDate(user, 'To', '2026-11-30');
  await user.click(screen.getByRole('button', { name: 'Show entries' }));

  await waitFor(() =>
    expect(api?.requests.at(-1)?.url).toBe(
      '/api/audit/?person=ruth&entity=ministry&from=2026-11-01&to=2026-11-30&page_size=500',
    ),
  );
  await waitFor(async () => expect((await readTable('Audit log')).rows).toHaveLength(1));
  expect(csvLink()).toHaveAttribute(
    'href',
    '/api/audit/export.csv?person=ruth&entity=ministry&from=2026-11-01&to=2026-11-30',
  );
});

it('says at the To field when the days are the wrong way round, and asks nothing', async () => {
  api = auditApi({ status: 200, body: page([ENTRY]) });
  renderResourceList(auditResource);
  await readTable('Audit log');
  const user = userEvent.setup();
  await typeDate(user, 'From', '2026-11-30');
  await typeDate(user, 'To', '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Show entries' }));
  await waitFor(() =>
    expect(dateField('To')).toHaveAccessibleDescription(AUDIT_RANGE_ORDER_MESSAGE),
  );
  expect(api.requests).toHaveLength(1);
});

it('says so when no entry matches', async () => {
  api = auditApi({ status: 200, body: page([]) });
  renderResourceList(auditResource);
  expect(await screen.findByText('No entries match.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument();
});

it('shows a failed load and loads again on Try again', async () => {
  api = auditApi({ status: 500, body: { message: 'Database down' } });
  renderResourceList(auditResource);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the audit log');

  api.restore();
  api = auditApi({ status: 200, body: page([ENTRY]) });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect((await readTable('Audit log')).rows).toHaveLength(1);
  expect(screen.queryByText('Failed to fetch the audit log')).not.toBeInTheDocument();
});
