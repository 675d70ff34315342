/**
 * Batches for the basket (docs/batches.md): finance opens a batch, enters
 * its gifts and the counted total, and commits it when they agree. A
 * committed batch is locked: every change is refused (409), and a mistake
 * is corrected by a reversing entry, a negative counter-entry that names
 * the entry it cancels and why. Amounts are integer cents throughout.
 */
import {
  BATCH_ALREADY_REVERSED_MESSAGE,
  BATCH_COUNTED_MISSING_MESSAGE,
  BATCH_DONOR_EMAIL_TAKEN_MESSAGE,
  BATCH_DONOR_NOT_FOUND_MESSAGE,
  BATCH_EMPTY_MESSAGE,
  BATCH_ENTRY_NOT_FOUND_MESSAGE,
  BATCH_ENVELOPE_NOT_FOUND_MESSAGE,
  BATCH_ENVELOPE_TAKEN_MESSAGE,
  BATCH_LOCKED_MESSAGE,
  BATCH_NOT_COMMITTED_MESSAGE,
  BATCH_NOT_FOUND_MESSAGE,
  BATCH_REVERSAL_OF_REVERSAL_MESSAGE,
  batchUnbalancedMessage,
  FUND_OUTSIDE_WINDOW_MESSAGE,
  FUND_RETIRED_MESSAGE,
  fundIsOpen,
  UNKNOWN_FUND_MESSAGE,
  type Batch,
  type BatchDonorMatch,
  type BatchEntry,
  type BatchEntryInput,
  type BatchInput,
  type BatchKind,
  type BatchMethod,
  type BatchReversalInput,
  type BatchWithEntries,
} from '@parish/shared-types';
import type { Database, Transaction } from '../../../db';
import { conflict, notFound, ok, unprocessable, type Result } from '../../../lib/result';
import { findDonor, findDonorByEmail } from '../donors/repository';
import { loadFundNames, type FundNames } from '../funds/names';
import { fundRowsByKey } from '../funds/repository';
import {
  batchSums,
  deleteEntryRow,
  donorByEnvelope,
  entriesOf,
  findBatchRow,
  findEntry,
  fundsOfEntries,
  insertBatch,
  insertDonor,
  insertEntry,
  listBatchRows,
  reversalOf,
  searchDonors,
  updateBatchRow,
  type BatchRow,
  type BatchSums,
  type EntryFundRow,
  type EntryRow,
} from './repository';

type Executor = Database | Transaction;

const NO_SUMS: BatchSums = { entriesCents: 0, reversedCents: 0, entryCount: 0 };

function batchJson(row: BatchRow, sums: BatchSums = NO_SUMS): Batch {
  return {
    id: row.id,
    batch_date: row.batchDate,
    kind: row.kind as BatchKind,
    note: row.note,
    counted_total_cents: row.countedTotalCents,
    entries_total_cents: sums.entriesCents,
    reversed_cents: sums.reversedCents,
    entry_count: sums.entryCount,
    committed_at: row.committedAt ? row.committedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

function entryJson(
  entry: EntryRow,
  donor: { name: string | null; envelope: string | null },
  parts: readonly EntryFundRow[],
  names: FundNames,
  reversedBy: number | null,
): BatchEntry {
  return {
    id: entry.id,
    batch_id: entry.batchId,
    donor_id: entry.donorId,
    donor_name: donor.name,
    envelope_number: donor.envelope,
    amount_cents: entry.amountCents,
    method: entry.method as BatchMethod,
    check_number: entry.checkNumber,
    parts: parts.map((part) => ({
      fund: part.fund,
      fund_name: names.of(part.fund),
      amount_cents: part.amountCents,
    })),
    reverses_entry_id: entry.reversesEntryId,
    reason: entry.reason,
    reversed_by_entry_id: reversedBy,
    created_at: entry.createdAt.toISOString(),
  };
}

function batchColumns(input: BatchInput) {
  return {
    batchDate: input.batch_date,
    kind: input.kind,
    note: input.note,
    countedTotalCents: input.counted_total_cents,
  };
}

/** Every batch, newest first, with its sums. */
export async function listBatches(db: Database): Promise<Batch[]> {
  const rows = await listBatchRows(db);
  const sums = await batchSums(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => batchJson(row, sums.get(row.id)));
}

/** One batch with its entries (reversing ones included), in the order entered. */
export async function oneBatch(db: Executor, id: number): Promise<Result<BatchWithEntries>> {
  const row = await findBatchRow(db, id);
  if (!row) return notFound(BATCH_NOT_FOUND_MESSAGE);
  const [sums, rows, names] = await Promise.all([
    batchSums(db, [id]),
    entriesOf(db, id),
    loadFundNames(db),
  ]);
  const parts = await fundsOfEntries(
    db,
    rows.map(({ entry }) => entry.id),
  );
  const reversedBy = new Map(
    rows
      .filter(({ entry }) => entry.reversesEntryId !== null)
      .map(({ entry }) => [entry.reversesEntryId, entry.id]),
  );
  return ok({
    ...batchJson(row, sums.get(id)),
    entries: rows.map(({ entry, donorName, envelope }) =>
      entryJson(
        entry,
        { name: donorName, envelope },
        parts.filter((part) => part.entryId === entry.id),
        names,
        reversedBy.get(entry.id) ?? null,
      ),
    ),
  });
}

export async function createBatch(tx: Transaction, input: BatchInput): Promise<Result<Batch>> {
  return ok(batchJson(await insertBatch(tx, batchColumns(input))));
}

/** The batch, locked for this transaction, when it is open; else why not. */
async function openBatch(tx: Transaction, id: number): Promise<Result<BatchRow>> {
  const row = await findBatchRow(tx, id, true);
  if (!row) return notFound(BATCH_NOT_FOUND_MESSAGE);
  if (row.committedAt) return conflict(BATCH_LOCKED_MESSAGE);
  return ok(row);
}

/** Changes an open batch's date, kind, note or counted total. */
export async function updateBatch(
  tx: Transaction,
  id: number,
  input: BatchInput,
): Promise<Result<Batch>> {
  const open = await openBatch(tx, id);
  if (!open.ok) return open;
  const row = await updateBatchRow(tx, id, batchColumns(input));
  return ok(batchJson(row, (await batchSums(tx, [id])).get(id)));
}

/**
 * Whether every fund an entry names takes gifts on the batch's day: it
 * exists, is not retired and is within its dates. The failure names the
 * field as sent: `fund`, or `parts.<i>.fund` for a part of a split.
 */
async function checkEntryFunds(
  tx: Transaction,
  parts: ReadonlyArray<{ fund: string; field: string }>,
  day: string,
): Promise<Result<void>> {
  const rows = await fundRowsByKey(
    tx,
    parts.map((part) => part.fund),
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const part of parts) {
    const row = byKey.get(part.fund);
    if (!row) return unprocessable(UNKNOWN_FUND_MESSAGE, part.field);
    if (row.retiredAt) return unprocessable(FUND_RETIRED_MESSAGE, part.field);
    if (!fundIsOpen({ retired_at: null, starts_on: row.startsOn, ends_on: row.endsOn }, day)) {
      return unprocessable(FUND_OUTSIDE_WINDOW_MESSAGE, part.field);
    }
  }
  return ok(undefined);
}

/** The entry's donor: found by id or envelope, made new, or none (anonymous). */
async function entryDonor(tx: Transaction, input: BatchEntryInput): Promise<Result<number | null>> {
  if (input.donor_id !== null) {
    return (await findDonor(tx, input.donor_id))
      ? ok(input.donor_id)
      : unprocessable(BATCH_DONOR_NOT_FOUND_MESSAGE, 'donor_id');
  }
  if (input.new_donor_name && input.new_donor_email) {
    if (await findDonorByEmail(tx, input.new_donor_email)) {
      return unprocessable(BATCH_DONOR_EMAIL_TAKEN_MESSAGE, 'new_donor_email');
    }
    if (input.envelope_number && (await donorByEnvelope(tx, input.envelope_number))) {
      return unprocessable(BATCH_ENVELOPE_TAKEN_MESSAGE, 'envelope_number');
    }
    return ok(
      await insertDonor(tx, {
        name: input.new_donor_name,
        email: input.new_donor_email,
        envelopeNumber: input.envelope_number,
      }),
    );
  }
  if (input.envelope_number) {
    const donor = await donorByEnvelope(tx, input.envelope_number);
    return donor
      ? ok(donor.id)
      : unprocessable(BATCH_ENVELOPE_NOT_FOUND_MESSAGE, 'envelope_number');
  }
  return ok(null);
}

/** Adds a gift to an open batch. */
export async function addEntry(
  tx: Transaction,
  batchId: number,
  input: BatchEntryInput,
): Promise<Result<BatchEntry>> {
  const open = await openBatch(tx, batchId);
  if (!open.ok) return open;
  const split = input.parts.length > 0;
  const parts = split
    ? input.parts.map((part, index) => ({
        fund: part.fund,
        amountCents: part.amount_cents,
        field: `parts.${index}.fund`,
      }))
    : [{ fund: input.fund ?? '', amountCents: input.amount_cents, field: 'fund' }];
  const funds = await checkEntryFunds(tx, parts, open.value.batchDate);
  if (!funds.ok) return funds;
  const donor = await entryDonor(tx, input);
  if (!donor.ok) return donor;
  const entry = await insertEntry(
    tx,
    {
      batchId,
      donorId: donor.value,
      amountCents: input.amount_cents,
      method: input.method,
      checkNumber: input.method === 'check' ? input.check_number : null,
    },
    parts.map(({ fund, amountCents }) => ({ fund, amountCents })),
  );
  return ok(await newEntryJson(tx, entry));
}

/** A just-written entry as the API answers it, without reading its whole batch again. */
async function newEntryJson(tx: Transaction, entry: EntryRow): Promise<BatchEntry> {
  const [donor, parts, names] = await Promise.all([
    entry.donorId === null ? undefined : findDonor(tx, entry.donorId),
    fundsOfEntries(tx, [entry.id]),
    loadFundNames(tx),
  ]);
  const who = { name: donor?.name ?? null, envelope: donor?.envelopeNumber ?? null };
  return entryJson(entry, who, parts, names, null);
}

async function entryOf(
  tx: Executor,
  batchId: number,
  entryId: number,
): Promise<Result<BatchEntry>> {
  const batch = await oneBatch(tx, batchId);
  if (!batch.ok) return batch;
  const entry = batch.value.entries.find((one) => one.id === entryId);
  return entry ? ok(entry) : notFound(BATCH_ENTRY_NOT_FOUND_MESSAGE);
}

/** The entry as it stands (the audit row's `before`), or null. */
export async function entryBefore(tx: Executor, batchId: number, entryId: number) {
  const found = await entryOf(tx, batchId, entryId);
  return found.ok ? found.value : null;
}

/** Removes an entry of an open batch (a committed one keeps its history). */
export async function deleteEntry(
  tx: Transaction,
  batchId: number,
  entryId: number,
): Promise<Result<null>> {
  const open = await openBatch(tx, batchId);
  if (!open.ok) return open;
  if (!(await findEntry(tx, batchId, entryId))) return notFound(BATCH_ENTRY_NOT_FOUND_MESSAGE);
  await deleteEntryRow(tx, entryId);
  return ok(null);
}

/**
 * Commits an open batch whose entries add up to its counted total, to the
 * cent; it is locked from then on. Refused naming `counted_total_cents`
 * with the difference in money when they do not agree.
 */
export async function commitBatch(tx: Transaction, id: number, now: Date): Promise<Result<Batch>> {
  const open = await openBatch(tx, id);
  if (!open.ok) return open;
  const sums = (await batchSums(tx, [id])).get(id) ?? NO_SUMS;
  if (sums.entryCount === 0) return unprocessable(BATCH_EMPTY_MESSAGE, 'entries');
  const counted = open.value.countedTotalCents;
  if (counted === null) return unprocessable(BATCH_COUNTED_MISSING_MESSAGE, 'counted_total_cents');
  if (sums.entriesCents !== counted) {
    return unprocessable(batchUnbalancedMessage(sums.entriesCents, counted), 'counted_total_cents');
  }
  return ok(batchJson(await updateBatchRow(tx, id, { committedAt: now }), sums));
}

/**
 * Reverses an entry of a committed batch: a negative counter-entry, in the
 * same batch, with the same donor, method and funds, naming the entry and
 * the reason. An entry is reversed once; a reversing entry is never reversed.
 */
export async function reverseEntry(
  tx: Transaction,
  batchId: number,
  entryId: number,
  input: BatchReversalInput,
): Promise<Result<BatchEntry>> {
  const batch = await findBatchRow(tx, batchId, true);
  if (!batch) return notFound(BATCH_NOT_FOUND_MESSAGE);
  const entry = await findEntry(tx, batchId, entryId);
  if (!entry) return notFound(BATCH_ENTRY_NOT_FOUND_MESSAGE);
  if (!batch.committedAt) return conflict(BATCH_NOT_COMMITTED_MESSAGE);
  if (entry.reversesEntryId !== null) return conflict(BATCH_REVERSAL_OF_REVERSAL_MESSAGE);
  if (await reversalOf(tx, entryId)) return conflict(BATCH_ALREADY_REVERSED_MESSAGE);
  const parts = await fundsOfEntries(tx, [entryId]);
  const reversal = await insertEntry(
    tx,
    {
      batchId,
      donorId: entry.donorId,
      amountCents: -entry.amountCents,
      method: entry.method,
      checkNumber: entry.checkNumber,
      reversesEntryId: entry.id,
      reason: input.reason,
    },
    parts.map((part) => ({ fund: part.fund, amountCents: -part.amountCents })),
  );
  return ok(await newEntryJson(tx, reversal));
}

/** Donors by a part of their name or e-mail, or their envelope number. */
export async function findBatchDonors(
  db: Database,
  text: string | null,
): Promise<BatchDonorMatch[]> {
  if (!text) return [];
  const rows = await searchDonors(db, text);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    envelope_number: row.envelopeNumber,
  }));
}
