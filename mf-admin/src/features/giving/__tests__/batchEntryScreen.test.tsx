import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdmin, buildFund } from '@parish/shared-types/testing';
import {
  BATCH_CHECK_NUMBER_MESSAGE,
  batchUnbalancedMessage,
  type BatchEntry,
  type BatchWithEntries,
} from '@parish/shared-types';
import { mockApi, type RecordedRequest } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  resetSession();
});

const general = buildFund({
  id: 1,
  key: 'general',
  name: 'General Fund',
  name_es: 'Fondo General',
});
const building = buildFund({
  id: 2,
  key: 'building',
  name: 'Building Fund',
  name_es: 'Fondo de Construcción',
});
const smith = { id: 12, name: 'John Smith', email: 'john@example.org', envelope_number: '117' };

function entryOf(id: number, body: Record<string, unknown>): BatchEntry {
  const fund = body.fund === 'building' ? building : general;
  const amount = Number(body.amount_cents);
  return {
    id,
    batch_id: 5,
    donor_id: typeof body.donor_id === 'number' ? body.donor_id : null,
    donor_name: body.donor_id === smith.id ? smith.name : null,
    envelope_number: body.donor_id === smith.id ? smith.envelope_number : null,
    amount_cents: amount,
    method: body.method === 'check' ? 'check' : 'cash',
    check_number: typeof body.check_number === 'string' ? body.check_number : null,
    parts: [{ fund: fund.key, fund_name: fund.name, amount_cents: amount }],
    reverses_entry_id: null,
    reason: null,
    reversed_by_entry_id: null,
    created_at: '2026-12-06T18:00:00Z',
  };
}

/** A Sunday batch on a fake server: entries added, the counted total saved, commit checked. */
function sundayBatch(start: Partial<BatchWithEntries> = {}) {
  const batch: BatchWithEntries = {
    id: 5,
    batch_date: '2026-12-06',
    kind: 'sunday_collection',
    note: null,
    counted_total_cents: null,
    entries_total_cents: 0,
    reversed_cents: 0,
    entry_count: 0,
    committed_at: null,
    created_at: '2026-12-06T17:00:00Z',
    entries: [],
    ...start,
  };
  const sum = () => batch.entries.reduce((total, entry) => total + entry.amount_cents, 0);
  signIn(buildAdmin({ id: 3, name: 'Ruth Adeyemi', roles: ['finance'] }));
  api = mockApi({
    'GET /api/batches/5/': () => ({ status: 200, body: structuredClone(batch) }),
    'GET /api/funds/': { status: 200, body: [general, building] },
    'GET /api/batches/donors/?q=117': { status: 200, body: [smith] },
    'POST /api/batches/5/entries/': ({ body }: RecordedRequest) => {
      const entry = entryOf(100 + batch.entries.length, body as Record<string, unknown>);
      batch.entries.push(entry);
      batch.entries_total_cents = sum();
      batch.entry_count = batch.entries.length;
      return { status: 201, body: entry };
    },
    'PUT /api/batches/5/': ({ body }: RecordedRequest) => {
      batch.counted_total_cents = (body as { counted_total_cents: number }).counted_total_cents;
      return { status: 200, body: batch };
    },
    'POST /api/batches/5/commit/': () => {
      if (batch.counted_total_cents !== sum()) {
        const message = batchUnbalancedMessage(sum(), batch.counted_total_cents ?? 0);
        return { status: 422, body: { message, fields: { counted_total_cents: message } } };
      }
      batch.committed_at = '2026-12-06T19:00:00Z';
      return { status: 200, body: batch };
    },
    'POST /api/batches/5/entries/100/reverse/': ({ body }: RecordedRequest) => {
      const original = batch.entries[0] as BatchEntry;
      const reversal: BatchEntry = {
        ...original,
        id: 200,
        amount_cents: -original.amount_cents,
        reverses_entry_id: original.id,
        reason: (body as { reason: string }).reason,
      };
      original.reversed_by_entry_id = 200;
      batch.entries.push(reversal);
      batch.reversed_cents = reversal.amount_cents;
      return { status: 201, body: reversal };
    },
  });
  return batch;
}

const donorBox = () => screen.getByRole('combobox', { name: 'Donor' });

it('adds a gift from the row: donor by envelope number, amount, fund, method, Enter; the cursor goes back to the donor', async () => {
  sundayBatch();
  renderAdmin('/admin/giving/batches/5');
  await userEvent.click(await screen.findByRole('combobox', { name: 'Donor' }));

  await userEvent.keyboard('117');
  await screen.findByRole('option', { name: /John Smith \(#117\)/ });
  await userEvent.keyboard('{Enter}');
  await userEvent.tab();
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  await userEvent.keyboard('25.50');
  await userEvent.tab();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fund' }), 'building');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'cash');
  // Enter on the method (a choice, not a text field) adds the gift too.
  expect(screen.getByRole('combobox', { name: 'Method' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');

  expect(await screen.findByText('Gift of $25.50 added')).toBeVisible();
  await waitFor(() => expect(donorBox()).toHaveFocus());
  expect(api?.requests).toContainEqual({
    method: 'POST',
    url: '/api/batches/5/entries/',
    body: expect.objectContaining({
      donor_id: 12,
      amount_cents: 2550,
      fund: 'building',
      method: 'cash',
    }),
  });
  const entries = await screen.findByRole('table', { name: 'Entries (1)' });
  expect(within(entries).getByRole('rowheader', { name: 'John Smith (#117)' })).toBeVisible();
  expect(within(entries).getByText('$25.50')).toBeVisible();
  // The sums beside the counted total, always in view.
  expect(screen.getByText("Entries' sum").nextSibling).toHaveTextContent('$25.50');
  // The fund and method stay for the next envelope; the amount is empty again.
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Fund' })).toHaveValue('building');
});

it('refuses a check without its number at the check number field', async () => {
  sundayBatch();
  renderAdmin('/admin/giving/batches/5');
  await userEvent.click(await screen.findByRole('combobox', { name: 'Donor' }));
  await userEvent.tab();
  await userEvent.keyboard('40');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fund' }), 'general');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'check');
  await userEvent.click(screen.getByRole('textbox', { name: /Check number/ }));
  await userEvent.keyboard('{Enter}');

  const check = screen.getByRole('textbox', { name: /Check number/ });
  await waitFor(() => expect(check).toHaveAccessibleDescription(BATCH_CHECK_NUMBER_MESSAGE));
  expect(check).toHaveAttribute('aria-invalid', 'true');
  expect(check).toHaveFocus();
  expect(api?.requests.filter((request) => request.method === 'POST')).toEqual([]);
});

it('refuses to commit with the difference shown at the counted total, then commits once it is right', async () => {
  sundayBatch({
    entries: [entryOf(100, { amount_cents: 2000, fund: 'general', method: 'cash' })],
    entries_total_cents: 2000,
    entry_count: 1,
  });
  renderAdmin('/admin/giving/batches/5');
  const counted = await screen.findByRole('textbox', { name: 'Counted total' });
  await userEvent.type(counted, '30.00');
  expect(screen.getByText('$10.00 still to enter')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Commit' }));

  const refusal = 'The entries come to $20.00, $10.00 less than the counted total $30.00';
  await waitFor(() => expect(counted).toHaveAccessibleDescription(refusal));
  expect(counted).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(counted);
  await userEvent.type(counted, '20');
  expect(screen.getByText('None: the entries match')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Commit' }));

  expect(await screen.findByText('Batch committed')).toBeVisible();
  expect(await screen.findByText(/^Committed on/)).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Add a gift' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  expect(api?.requests).toContainEqual({
    method: 'PUT',
    url: '/api/batches/5/',
    body: expect.objectContaining({ counted_total_cents: 2000 }),
  });
});

it('reverses a committed gift only with a reason', async () => {
  sundayBatch({
    entries: [entryOf(100, { amount_cents: 5000, fund: 'general', method: 'cash' })],
    entries_total_cents: 5000,
    entry_count: 1,
    counted_total_cents: 5000,
    committed_at: '2026-12-06T19:00:00Z',
  });
  renderAdmin('/admin/giving/batches/5');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Reverse the gift of $50.00 from No donor' }),
  );
  const dialog = await screen.findByRole('dialog', { name: /Reverse the gift of \$50\.00/ });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse entry' }));
  const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
  await waitFor(() => expect(reason).toHaveAccessibleDescription('Say why the entry is reversed'));
  expect(api?.requests.some((request) => request.url.endsWith('/reverse/'))).toBe(false);

  await userEvent.type(reason, 'Counted twice');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse entry' }));
  expect(await screen.findByText('Entry reversed')).toBeVisible();
  expect(api?.requests).toContainEqual({
    method: 'POST',
    url: '/api/batches/5/entries/100/reverse/',
    body: { reason: 'Counted twice' },
  });
  expect(await screen.findByText('Reversal: Counted twice')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
