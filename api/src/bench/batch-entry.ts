/**
 * `npm run bench:batch-entry -w api`: a Sunday batch of 200 gifts entered
 * one by one as the dashboard's entry screen sends them (each its own
 * audited transaction, the donor by envelope number, every tenth a check,
 * every fifth anonymous), then its counted total and its commit. Prints the
 * time of the whole batch and of one entry; exits 1 above 60 s. This is
 * the server's share of a treasurer's evening; the typing is not measured
 * here. On a fresh embedded database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BatchEntryInput } from '@parish/shared-types';
import { workspacePaths } from '../config';
import { createDatabase } from '../db';
import { addEntry, commitBatch, createBatch, updateBatch } from '../modules/giving/batches/service';
import { donors } from '../modules/giving/tables';
import { auditedWrite } from '../modules/platform';

const GIFTS = 200;
const LIMIT_SECONDS = 60;
const FUNDS = ['general', 'building', 'missions', 'youth'] as const;
const apiRoot = path.resolve(import.meta.dirname, '../..');
const actor = { adminId: null, adminName: 'Bench', adminEmail: 'bench@example.org', address: null };

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-batch-bench-'));
  const handle = await createDatabase({ pgliteDir: path.join(work, 'pglite') });
  try {
    await handle.migrate(workspacePaths(apiRoot).migrations);
    const { db } = handle;
    await db.insert(donors).values(
      Array.from({ length: GIFTS }, (_, n) => ({
        name: `Household ${n}`,
        email: `household${n}@bench.example`,
        envelopeNumber: String(1000 + n),
      })),
    );
    const input = {
      batch_date: '2026-12-06',
      kind: 'sunday_collection' as const,
      note: null,
      counted_total_cents: null,
    };
    const started = performance.now();
    const batch = await auditedWrite(db, (tx) => createBatch(tx, input), {
      actor,
      action: 'create',
      entity: 'gift_batch',
    });
    if (!batch.ok) throw new Error(batch.message);
    let total = 0;
    const entryTimes: number[] = [];
    for (let n = 0; n < GIFTS; n += 1) {
      const amount = 500 + 100 * (n % 40);
      const entry: BatchEntryInput = {
        donor_id: null,
        envelope_number: n % 5 === 4 ? null : String(1000 + n),
        new_donor_name: null,
        new_donor_email: null,
        amount_cents: amount,
        fund: FUNDS[n % FUNDS.length] ?? 'general',
        parts: [],
        method: n % 10 === 0 ? 'check' : 'cash',
        check_number: n % 10 === 0 ? String(3000 + n) : null,
      };
      const at = performance.now();
      const added = await auditedWrite(db, (tx) => addEntry(tx, batch.value.id, entry), {
        actor,
        action: 'add_entry',
        entity: 'gift_batch',
        entityId: batch.value.id,
      });
      entryTimes.push(performance.now() - at);
      if (!added.ok) throw new Error(added.message);
      total += amount;
    }
    const counted = await auditedWrite(
      db,
      (tx) => updateBatch(tx, batch.value.id, { ...input, counted_total_cents: total }),
      { actor, action: 'update', entity: 'gift_batch' },
    );
    if (!counted.ok) throw new Error(counted.message);
    const committed = await auditedWrite(db, (tx) => commitBatch(tx, batch.value.id, new Date()), {
      actor,
      action: 'commit',
      entity: 'gift_batch',
    });
    if (!committed.ok) throw new Error(committed.message);
    const seconds = (performance.now() - started) / 1000;
    entryTimes.sort((a, b) => a - b);
    const median = entryTimes[Math.floor(entryTimes.length / 2)] ?? 0;
    const slowest = entryTimes.at(-1) ?? 0;
    console.info(
      [
        `A ${GIFTS}-gift batch, PGlite (embedded), Node ${process.version}, ${os.cpus().length} cores:`,
        `  entered and committed in ${seconds.toFixed(1)} s; one entry ${median.toFixed(1)} ms (median), ${slowest.toFixed(1)} ms at most`,
        `  committed total ${committed.value.entries_total_cents} cents in ${committed.value.entry_count} entries`,
      ].join('\n'),
    );
    if (seconds > LIMIT_SECONDS || committed.value.entry_count !== GIFTS) process.exitCode = 1;
  } finally {
    await handle.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
