import {
  BATCH_ALREADY_REVERSED_MESSAGE,
  BATCH_CHECK_NUMBER_MESSAGE,
  BATCH_COUNTED_MISSING_MESSAGE,
  BATCH_DONOR_EMAIL_TAKEN_MESSAGE,
  BATCH_ENVELOPE_NOT_FOUND_MESSAGE,
  BATCH_LOCKED_MESSAGE,
  BATCH_NOT_COMMITTED_MESSAGE,
  BATCH_AMOUNT_MESSAGE,
  BATCH_REASON_MESSAGE,
  BATCH_REVERSAL_OF_REVERSAL_MESSAGE,
  BATCH_SPLIT_SUM_MESSAGE,
  FUND_OUTSIDE_WINDOW_MESSAGE,
  FUND_RETIRED_MESSAGE,
  UNKNOWN_FUND_MESSAGE,
  type Batch,
  type BatchDonorMatch,
  type BatchEntry,
  type BatchWithEntries,
  type Fund,
} from '@parish/shared-types';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../../testing/tables';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { signInWithRoles } from '../../../../testing/roles';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signInWithRoles(t, ['finance']);
});
afterAll(() => t?.close());

type Body = Record<string, unknown>;
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Body,
  language = 'en',
) =>
  t.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie: finance, 'accept-language': language },
  });

const sunday = { batch_date: '2026-12-06', kind: 'sunday_collection', note: null };

async function openBatch(counted: number | null = null): Promise<Batch> {
  const response = await send('POST', '/api/batches/', { ...sunday, counted_total_cents: counted });
  expect(response.statusCode).toBe(201);
  return response.json<Batch>();
}

const cash = (amount_cents: number, extra: Body = {}) => ({
  amount_cents,
  fund: 'general',
  method: 'cash',
  ...extra,
});

async function enter(batchId: number, entry: Body): Promise<BatchEntry> {
  const response = await send('POST', `/api/batches/${batchId}/entries/`, entry);
  expect(response.statusCode).toBe(201);
  return response.json<BatchEntry>();
}

const commit = (batchId: number) => send('POST', `/api/batches/${batchId}/commit/`);

describe('a batch for the basket', () => {
  it('commits only when its entries add up to the counted total, showing the difference in money', async () => {
    const batch = await openBatch(124400);
    await enter(batch.id, cash(100000));
    await enter(batch.id, cash(23400, { fund: 'missions' }));

    const short = await commit(batch.id);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      fields: {
        counted_total_cents:
          'The entries come to $1,234.00, $10.00 less than the counted total $1,244.00',
      },
    });

    const inSpanish = await send('POST', `/api/batches/${batch.id}/commit/`, undefined, 'es');
    expect(inSpanish.json()).toMatchObject({
      fields: {
        counted_total_cents:
          'Las entradas suman $1,234.00, $10.00 menos que el total contado $1,244.00',
      },
    });

    await enter(batch.id, cash(1500, { method: 'check', check_number: '311' }));
    const over = await commit(batch.id);
    expect(over.json()).toMatchObject({
      fields: {
        counted_total_cents:
          'The entries come to $1,249.00, $5.00 more than the counted total $1,244.00',
      },
    });

    const fixed = await send('PUT', `/api/batches/${batch.id}/`, {
      ...sunday,
      counted_total_cents: 124900,
    });
    expect(fixed.statusCode).toBe(200);
    const committed = await commit(batch.id);
    expect(committed.statusCode).toBe(200);
    expect(committed.json<Batch>()).toMatchObject({
      entries_total_cents: 124900,
      counted_total_cents: 124900,
      entry_count: 3,
      reversed_cents: 0,
    });
    expect(committed.json<Batch>().committed_at).not.toBeNull();
  });

  it('is not committed without a counted total or without gifts', async () => {
    const empty = await openBatch(0);
    expect((await commit(empty.id)).json()).toMatchObject({
      fields: { entries: 'Add at least one gift before committing' },
    });
    const uncounted = await openBatch(null);
    await enter(uncounted.id, cash(500));
    const refused = await commit(uncounted.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      fields: { counted_total_cents: BATCH_COUNTED_MISSING_MESSAGE },
    });
  });

  it('is locked once committed: every write is refused with 409', async () => {
    const batch = await openBatch(500);
    const entry = await enter(batch.id, cash(500));
    expect((await commit(batch.id)).statusCode).toBe(200);

    const writes = [
      await send('PUT', `/api/batches/${batch.id}/`, { ...sunday, counted_total_cents: 900 }),
      await send('POST', `/api/batches/${batch.id}/entries/`, cash(400)),
      await send('DELETE', `/api/batches/${batch.id}/entries/${entry.id}/`),
      await commit(batch.id),
    ];
    for (const write of writes) {
      expect(write.statusCode).toBe(409);
      expect(write.json()).toMatchObject({ message: BATCH_LOCKED_MESSAGE });
    }
    const after = (await send('GET', `/api/batches/${batch.id}/`)).json<BatchWithEntries>();
    expect(after).toMatchObject({ counted_total_cents: 500, entries_total_cents: 500 });
    expect(after.entries).toHaveLength(1);
  });

  it('corrects a committed entry by a reversing entry with a reason, once, never a reversal of one', async () => {
    const batch = await openBatch(7000);
    const right = await enter(batch.id, cash(5000));
    const twice = await enter(batch.id, cash(2000, { fund: 'youth' }));
    const early = await send('POST', `/api/batches/${batch.id}/entries/${twice.id}/reverse/`, {
      reason: 'Counted twice',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: BATCH_NOT_COMMITTED_MESSAGE });
    expect((await commit(batch.id)).statusCode).toBe(200);

    const noReason = await send('POST', `/api/batches/${batch.id}/entries/${twice.id}/reverse/`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fields: { reason: BATCH_REASON_MESSAGE } });

    const reversed = await send('POST', `/api/batches/${batch.id}/entries/${twice.id}/reverse/`, {
      reason: 'Counted twice',
    });
    expect(reversed.statusCode).toBe(201);
    const reversal = reversed.json<BatchEntry>();
    expect(reversal).toMatchObject({
      amount_cents: -2000,
      reverses_entry_id: twice.id,
      reason: 'Counted twice',
      parts: [{ fund: 'youth', fund_name: 'Youth Ministry', amount_cents: -2000 }],
    });

    const again = await send('POST', `/api/batches/${batch.id}/entries/${twice.id}/reverse/`, {
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: BATCH_ALREADY_REVERSED_MESSAGE });
    const ofReversal = await send(
      'POST',
      `/api/batches/${batch.id}/entries/${reversal.id}/reverse/`,
      { reason: 'Undo' },
    );
    expect(ofReversal.json()).toMatchObject({ message: BATCH_REVERSAL_OF_REVERSAL_MESSAGE });

    const after = (await send('GET', `/api/batches/${batch.id}/`)).json<BatchWithEntries>();
    // The original entries are unchanged; the reversal sits beside them.
    expect(after.entries.map((entry) => [entry.id, entry.amount_cents])).toEqual([
      [right.id, 5000],
      [twice.id, 2000],
      [reversal.id, -2000],
    ]);
    expect(after.entries[1]?.reversed_by_entry_id).toBe(reversal.id);
    expect(after).toMatchObject({ entries_total_cents: 7000, reversed_cents: -2000 });
  });

  it('lets an open batch lose an entry', async () => {
    const batch = await openBatch(300);
    const wrong = await enter(batch.id, cash(999));
    await enter(batch.id, cash(300));
    expect((await send('DELETE', `/api/batches/${batch.id}/entries/${wrong.id}/`)).statusCode).toBe(
      204,
    );
    expect((await commit(batch.id)).statusCode).toBe(200);
  });
});

describe('an entry', () => {
  let batch: Batch;
  beforeAll(async () => {
    batch = await openBatch(null);
  });
  const refused = async (entry: Body) => {
    const response = await send('POST', `/api/batches/${batch.id}/entries/`, entry);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return response.json<{ fields: Record<string, string> }>().fields;
  };

  it('refuses a zero, negative or fractional amount, naming it', async () => {
    for (const amount_cents of [0, -500, 12.5]) {
      expect(await refused(cash(amount_cents))).toMatchObject({
        amount_cents: BATCH_AMOUNT_MESSAGE,
      });
    }
  });

  it('refuses a check without its number', async () => {
    expect(await refused(cash(2500, { method: 'check' }))).toMatchObject({
      check_number: BATCH_CHECK_NUMBER_MESSAGE,
    });
  });

  it('refuses an unknown, retired or out-of-window fund, naming the field', async () => {
    expect(await refused(cash(500, { fund: 'no-such-fund' }))).toMatchObject({
      fund: UNKNOWN_FUND_MESSAGE,
    });
    const retired = (
      await send('POST', '/api/funds/', {
        name: 'Old Roof',
        position: 9,
        starts_on: null,
        ends_on: null,
        goal_cents: null,
      })
    ).json<Fund>();
    await send('POST', `/api/funds/${retired.id}/retire/`);
    expect(await refused(cash(500, { fund: retired.key }))).toMatchObject({
      fund: FUND_RETIRED_MESSAGE,
    });
    const easter = (
      await send('POST', '/api/funds/', {
        name: 'Easter Lilies',
        position: 9,
        starts_on: '2027-03-01',
        ends_on: '2027-04-01',
        goal_cents: null,
      })
    ).json<Fund>();
    expect(
      await refused({
        ...cash(500),
        fund: null,
        parts: [
          { fund: 'general', amount_cents: 200 },
          { fund: easter.key, amount_cents: 300 },
        ],
      }),
    ).toMatchObject({ 'parts.1.fund': FUND_OUTSIDE_WINDOW_MESSAGE });
  });

  it('is split across funds whose parts add up to its amount', async () => {
    expect(
      await refused({
        ...cash(1000),
        parts: [
          { fund: 'general', amount_cents: 500 },
          { fund: 'missions', amount_cents: 400 },
        ],
      }),
    ).toMatchObject({ parts: BATCH_SPLIT_SUM_MESSAGE });
    const split = await enter(batch.id, {
      ...cash(1000),
      parts: [
        { fund: 'general', amount_cents: 600 },
        { fund: 'missions', amount_cents: 400 },
      ],
    });
    expect(split.parts.map((part) => [part.fund, part.amount_cents])).toEqual([
      ['general', 600],
      ['missions', 400],
    ]);
  });

  it('names its donor by search, by envelope number, as a new donor, or none', async () => {
    const made = await enter(
      batch.id,
      cash(2000, {
        new_donor_name: 'Rosa Delgado',
        new_donor_email: 'rosa.delgado@example.org',
        envelope_number: '1207',
      }),
    );
    expect(made).toMatchObject({ donor_name: 'Rosa Delgado', envelope_number: '1207' });

    const byEnvelope = await enter(batch.id, cash(1500, { envelope_number: '1207' }));
    expect(byEnvelope.donor_id).toBe(made.donor_id);
    expect(await refused(cash(1500, { envelope_number: '9999' }))).toMatchObject({
      envelope_number: BATCH_ENVELOPE_NOT_FOUND_MESSAGE,
    });
    expect(
      await refused(
        cash(100, { new_donor_name: 'Rosa D.', new_donor_email: 'ROSA.DELGADO@example.org' }),
      ),
    ).toMatchObject({ new_donor_email: BATCH_DONOR_EMAIL_TAKEN_MESSAGE });

    for (const q of ['delg', 'ROSA.DELGADO', '1207']) {
      const found = await send('GET', `/api/batches/donors/?q=${encodeURIComponent(q)}`);
      expect(found.json<BatchDonorMatch[]>().map((donor) => donor.name)).toEqual(['Rosa Delgado']);
    }
    const bySearch = await enter(batch.id, cash(700, { donor_id: made.donor_id }));
    expect(bySearch.donor_name).toBe('Rosa Delgado');

    const loose = await enter(batch.id, cash(345));
    expect(loose).toMatchObject({ donor_id: null, donor_name: null });
  });
});

describe('batches and the audit log', () => {
  it('record every step: open, enter, commit, reverse', async () => {
    const batch = await openBatch(1000);
    const entry = await enter(batch.id, cash(1000));
    await commit(batch.id);
    await send('POST', `/api/batches/${batch.id}/entries/${entry.id}/reverse/`, {
      reason: 'Belongs to next week',
    });
    const rows = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'gift_batch'), eq(auditLog.entityId, String(batch.id))))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      'create',
      'add_entry',
      'commit',
      'reverse_entry',
    ]);
    expect(rows[3]?.after).toMatchObject({ amount_cents: -1000, reason: 'Belongs to next week' });
  });

  it('are for finance and owners only', async () => {
    const editor = await signInWithRoles(t, ['editor'], 'editor-batches@example.org');
    const response = await t.inject({
      method: 'GET',
      url: '/api/batches/',
      headers: { cookie: editor },
    });
    expect(response.statusCode).toBe(403);
  });
});
