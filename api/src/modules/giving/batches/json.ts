/** The batches' answers as zod schemas for the OpenAPI document, checked against shared-types' types. */
import {
  BATCH_KINDS,
  BATCH_METHODS,
  type Batch,
  type BatchDonorMatch,
  type BatchEntry,
  type BatchWithEntries,
} from '@parish/shared-types';
import { z } from 'zod';
import { dateTime, id, shapeOf } from '../../../openapi/schemas';

const cents = z.int().describe('Whole cents');

const batchFields = {
  id,
  batch_date: z.string().describe("YYYY-MM-DD, the parish's day of the collection"),
  kind: z.enum(BATCH_KINDS),
  note: z.string().nullable(),
  counted_total_cents: cents.nonnegative().nullable().describe('Null until entered'),
  entries_total_cents: cents.nonnegative().describe('The gifts entered, reversals apart'),
  reversed_cents: cents.nonpositive().describe("The reversing entries' sum"),
  entry_count: z.int().nonnegative(),
  committed_at: dateTime.nullable().describe('Null while the batch is open'),
  created_at: dateTime,
};

export const batchJson = shapeOf<Batch>()(z.object(batchFields));

export const batchEntryJson = shapeOf<BatchEntry>()(
  z.object({
    id,
    batch_id: id,
    donor_id: id.nullable().describe('Null: anonymous'),
    donor_name: z.string().nullable(),
    envelope_number: z.string().nullable(),
    amount_cents: cents.describe('Negative for a reversing entry'),
    method: z.enum(BATCH_METHODS),
    check_number: z.string().nullable(),
    parts: z.array(z.object({ fund: z.string(), fund_name: z.string(), amount_cents: cents })),
    reverses_entry_id: id.nullable(),
    reason: z.string().nullable(),
    reversed_by_entry_id: id.nullable(),
    created_at: dateTime,
  }),
);

export const batchWithEntriesJson = shapeOf<BatchWithEntries>()(
  z.object({ ...batchFields, entries: z.array(batchEntryJson) }),
);

export const batchDonorJson = shapeOf<BatchDonorMatch>()(
  z.object({ id, name: z.string(), email: z.string(), envelope_number: z.string().nullable() }),
);
