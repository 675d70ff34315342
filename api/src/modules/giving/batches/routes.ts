import {
  apiPaths,
  BATCH_ENTRY_NOT_FOUND_MESSAGE,
  BATCH_LOCKED_MESSAGE,
  BATCH_NOT_FOUND_MESSAGE,
  batchDonorSearchSchema,
  batchEntryInputSchema,
  batchInputSchema,
  batchReversalInputSchema,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { auditActor, auditedWrite } from '../../platform';
import { batchDonorJson, batchEntryJson, batchJson, batchWithEntriesJson } from './json';
import {
  addEntry,
  commitBatch,
  createBatch,
  deleteEntry,
  entryBefore,
  findBatchDonors,
  listBatches,
  oneBatch,
  reverseEntry,
  updateBatch,
} from './service';

const tag = 'Batches';
const entity = 'gift_batch';
const batchExample = {
  batch_date: '2026-12-06',
  kind: 'sunday_collection',
  note: '9:00 and 11:00 Masses',
  counted_total_cents: 124400,
};
const entryExample = {
  envelope_number: null,
  amount_cents: 5000,
  fund: 'general',
  method: 'check',
  check_number: '1042',
};
const batchErrors = { 404: BATCH_NOT_FOUND_MESSAGE, 409: BATCH_LOCKED_MESSAGE };

export async function batchRoutes(app: ApiApp, { db, clock }: AppContext) {
  const batchIdOf = (params: unknown) =>
    parseId((params as RouteParams<typeof apiPaths.batch>).id, BATCH_NOT_FOUND_MESSAGE);
  const entryIdsOf = (params: unknown) => {
    const { id, entryId } = params as RouteParams<typeof apiPaths.batchEntry>;
    return {
      batchId: parseId(id, BATCH_NOT_FOUND_MESSAGE),
      entryId: parseId(entryId, BATCH_ENTRY_NOT_FOUND_MESSAGE),
    };
  };
  const batchBefore = (id: number) => async (tx: Parameters<typeof oneBatch>[0]) => {
    const found = await oneBatch(tx, id);
    return found.ok ? found.value : null;
  };

  app.get(
    apiPaths.batches,
    docs({
      tag,
      summary: "The basket's batches, newest first",
      description:
        "Each with its counted total and its entries' sums in cents: the gifts entered (`entries_total_cents`) and the reversing entries (`reversed_cents`, zero or negative).",
      access: 'admin',
      responses: { 200: { description: 'The batches', schema: z.array(batchJson) } },
    }),
    async () => listBatches(db),
  );

  app.get(
    apiPaths.batchDonors,
    docs({
      tag,
      summary: "Find an entry's donor",
      description:
        'Donors whose name or e-mail address holds `q` (any case), or whose envelope number is `q`: at most 20, by name; none without `q`.',
      access: 'admin',
      query: {
        schema: batchDonorSearchSchema,
        describe: { q: 'A name, e-mail or envelope number' },
      },
      responses: { 200: { description: 'The donors', schema: z.array(batchDonorJson) } },
    }),
    async (request) => findBatchDonors(db, request.query.q),
  );

  app.post(
    apiPaths.batches,
    docs({
      tag,
      summary: 'Open a batch',
      description:
        'A Sunday collection, the mailed checks or other gifts received together, on a parish day; the counted total (whole cents) may be entered now or later.',
      access: 'admin',
      body: batchInputSchema,
      example: batchExample,
      responses: { 201: { description: 'The batch', schema: batchJson } },
    }),
    async (request, reply) => {
      const created = unwrap(
        await auditedWrite(db, (tx) => createBatch(tx, request.body), {
          actor: auditActor(request),
          action: 'create',
          entity,
          entityId: (batch) => batch.id,
        }),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    apiPaths.batch.pattern,
    docs({
      tag,
      summary: 'One batch with its entries',
      access: 'admin',
      responses: { 200: { description: 'The batch', schema: batchWithEntriesJson } },
      errors: { 404: BATCH_NOT_FOUND_MESSAGE },
    }),
    async (request) => unwrap(await oneBatch(db, batchIdOf(request.params))),
  );

  app.put(
    apiPaths.batch.pattern,
    docs({
      tag,
      summary: "Change an open batch's date, kind, note or counted total",
      description: 'A committed batch is locked: 409.',
      access: 'admin',
      body: batchInputSchema,
      example: batchExample,
      responses: { 200: { description: 'The batch', schema: batchJson } },
      errors: batchErrors,
    }),
    async (request) => {
      const id = batchIdOf(request.params);
      return unwrap(
        await auditedWrite(db, (tx) => updateBatch(tx, id, request.body), {
          actor: auditActor(request),
          action: 'update',
          entity,
          entityId: id,
          before: batchBefore(id),
        }),
      );
    },
  );

  app.post(
    apiPaths.batchCommit.pattern,
    docs({
      tag,
      summary: 'Commit a batch',
      description:
        'Only when its entries add up to its counted total, to the cent: otherwise 422 naming `counted_total_cents`, with the difference in money ("The entries come to $1,234.00, $10.00 less than the counted total $1,244.00"). A committed batch is locked; its gifts count on statements, reports and fund totals.',
      access: 'admin',
      responses: { 200: { description: 'The committed batch', schema: batchJson } },
      errors: { ...batchErrors, 422: 'The entries do not add up to the counted total' },
    }),
    async (request) => {
      const id = batchIdOf(request.params);
      return unwrap(
        await auditedWrite(db, (tx) => commitBatch(tx, id, clock()), {
          actor: auditActor(request),
          action: 'commit',
          entity,
          entityId: id,
          before: batchBefore(id),
        }),
      );
    },
  );

  app.post(
    apiPaths.batchEntries.pattern,
    docs({
      tag,
      summary: 'Add a gift to an open batch',
      description:
        "Its donor by `donor_id` (search), by `envelope_number`, new (`new_donor_name`, `new_donor_email`, with `envelope_number` as theirs) or none (anonymous). Its amount in whole cents goes to `fund` or across `parts`; each fund must take gifts on the batch's day (422 naming `fund` or `parts.<i>.fund`). A check needs `check_number`.",
      access: 'admin',
      body: batchEntryInputSchema,
      example: entryExample,
      responses: { 201: { description: 'The entry', schema: batchEntryJson } },
      errors: { ...batchErrors, 422: 'A fund, donor or envelope number that does not fit' },
    }),
    async (request, reply) => {
      const id = batchIdOf(request.params);
      const entry = unwrap(
        await auditedWrite(db, (tx) => addEntry(tx, id, request.body), {
          actor: auditActor(request),
          action: 'add_entry',
          entity,
          entityId: id,
        }),
      );
      return reply.status(201).send(entry);
    },
  );

  app.delete(
    apiPaths.batchEntry.pattern,
    docs({
      tag,
      summary: "Remove an open batch's entry",
      description: 'A committed batch keeps its entries: reverse one instead (409).',
      access: 'admin',
      responses: { 204: { description: 'Removed' } },
      errors: batchErrors,
    }),
    async (request, reply) => {
      const { batchId, entryId } = entryIdsOf(request.params);
      unwrap(
        await auditedWrite(db, (tx) => deleteEntry(tx, batchId, entryId), {
          actor: auditActor(request),
          action: 'delete_entry',
          entity,
          entityId: batchId,
          before: (tx) => entryBefore(tx, batchId, entryId),
          after: () => null,
        }),
      );
      return reply.status(204).send();
    },
  );

  app.post(
    apiPaths.batchEntryReverse.pattern,
    docs({
      tag,
      summary: "Reverse a committed batch's entry",
      description:
        'Adds a negative counter-entry to the batch (same donor, method and funds) naming the entry and the reason; the entry itself is never changed. 409 when the batch is open, the entry is already reversed, or is itself a reversal.',
      access: 'admin',
      body: batchReversalInputSchema,
      example: { reason: 'Entered twice: the envelope was counted in the 9:00 and 11:00 baskets' },
      responses: { 201: { description: 'The reversing entry', schema: batchEntryJson } },
      errors: {
        404: BATCH_ENTRY_NOT_FOUND_MESSAGE,
        409: 'The batch is open, or the entry is reversed already',
      },
    }),
    async (request, reply) => {
      const { batchId, entryId } = entryIdsOf(request.params);
      const reversal = unwrap(
        await auditedWrite(db, (tx) => reverseEntry(tx, batchId, entryId, request.body), {
          actor: auditActor(request),
          action: 'reverse_entry',
          entity,
          entityId: batchId,
          before: (tx) => entryBefore(tx, batchId, entryId),
        }),
      );
      return reply.status(201).send(reversal);
    },
  );
}
