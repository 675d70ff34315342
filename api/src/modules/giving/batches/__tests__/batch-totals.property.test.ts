/**
 * Property: 1,000 random batches (random donors, amounts, funds, splits,
 * cash and checks), most committed, some left open, with random reversals
 * after committing, leave every batch's sums, every fund total (the
 * report's and the goal's), and every donor's year-end statement equal to
 * the sum of the entries that stand, to the cent. The service layer on one
 * database: HTTP per entry would take minutes.
 */
import { GIVING_FUNDS, type BatchEntryInput } from '@parish/shared-types';
import { commitIfOk, type Result } from '../../../../lib/result';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { findDonor, type DonorRow } from '../../donors/repository';
import { raisedCentsByFund } from '../../funds/repository';
import { completedFundTotals } from '../../payments/gifts-repository';
import { statementContents } from '../../statements/service';
import {
  addEntry,
  commitBatch,
  createBatch,
  listBatches,
  reverseEntry,
  updateBatch,
} from '../service';
import { insertDonor } from '../repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A small seeded generator (mulberry32): the same batches on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const YEAR = 2026;
const BATCHES = 1000;
const FUNDS = GIVING_FUNDS.map((fund) => fund.id);
const counting = { sandbox: true };

async function must<T>(work: Promise<Result<T>>): Promise<T> {
  const result = await work;
  if (!result.ok) throw new Error(`${result.message} (${result.field ?? ''})`);
  return result.value;
}

it('1,000 random batches and reversals leave every total equal to the sum of the entries, to the cent', async () => {
  const rand = random(39);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

  const donorIds = await must(
    commitIfOk(t.db, async (tx) => {
      const ids: number[] = [];
      for (let n = 1; n <= 40; n += 1) {
        ids.push(
          await insertDonor(tx, {
            name: `Household ${n}`,
            email: `household${n}@example.org`,
            envelopeNumber: String(1000 + n),
          }),
        );
      }
      return { ok: true as const, value: ids };
    }),
  );

  const expectedByFund = new Map<string, number>();
  const expectedByDonor = new Map<number, number>();
  const expectedByBatch = new Map<number, number>();
  const add = <K>(map: Map<K, number>, key: K, cents: number) =>
    map.set(key, (map.get(key) ?? 0) + cents);
  let entries = 0;
  let reversals = 0;

  for (let b = 0; b < BATCHES; b += 1) {
    const month = String(int(1, 12)).padStart(2, '0');
    const day = String(int(1, 28)).padStart(2, '0');
    const committed = rand() < 0.9;
    const made: { id: number; donorId: number | null; parts: [string, number][] }[] = [];
    const batch = await must(
      commitIfOk(t.db, async (tx) => {
        const batchInput = {
          batch_date: `${YEAR}-${month}-${day}`,
          kind: pick(['sunday_collection', 'mailed_checks', 'other'] as const),
          note: null,
          counted_total_cents: null,
        };
        const opened = await must(createBatch(tx, batchInput));
        let sum = 0;
        for (let e = int(1, 4); e > 0; e -= 1) {
          const amount = int(1, 50_000);
          const donorId = rand() < 0.2 ? null : pick(donorIds);
          const split = rand() < 0.25 && amount >= 2;
          const first = split ? int(1, amount - 1) : amount;
          const funds = split ? [pick(FUNDS), pick(FUNDS)] : [pick(FUNDS)];
          const parts: [string, number][] =
            split && funds[0] !== funds[1]
              ? [
                  [funds[0] as string, first],
                  [funds[1] as string, amount - first],
                ]
              : [[funds[0] as string, amount]];
          const method = rand() < 0.5 ? 'cash' : 'check';
          const input: BatchEntryInput = {
            donor_id: donorId,
            envelope_number: null,
            new_donor_name: null,
            new_donor_email: null,
            amount_cents: amount,
            fund: parts.length === 1 ? (parts[0]?.[0] ?? null) : null,
            parts:
              parts.length === 1
                ? []
                : parts.map(([fund, cents]) => ({ fund, amount_cents: cents })),
            method,
            check_number: method === 'check' ? String(int(100, 9999)) : null,
          };
          const entry = await must(addEntry(tx, opened.id, input));
          made.push({ id: entry.id, donorId, parts });
          sum += amount;
          entries += 1;
        }
        // The counters' total agrees with the entries.
        await must(updateBatch(tx, opened.id, { ...batchInput, counted_total_cents: sum }));
        if (committed) await must(commitBatch(tx, opened.id, new Date()));
        return { ok: true as const, value: opened };
      }),
    );
    if (!committed) continue;
    for (const entry of made) {
      const reversed = rand() < 0.15;
      if (reversed) {
        await must(
          commitIfOk(t.db, (tx) => reverseEntry(tx, batch.id, entry.id, { reason: 'Property' })),
        );
        reversals += 1;
        continue;
      }
      for (const [fund, cents] of entry.parts) {
        add(expectedByFund, fund, cents);
        add(expectedByBatch, batch.id, cents);
        if (entry.donorId !== null) add(expectedByDonor, entry.donorId, cents);
      }
    }
  }
  expect(entries).toBeGreaterThan(2000);
  expect(reversals).toBeGreaterThan(200);

  // Each batch: its gifts and its reversals net to what stands.
  for (const batch of await listBatches(t.db)) {
    if (!batch.committed_at) continue;
    expect([batch.id, batch.entries_total_cents + batch.reversed_cents]).toEqual([
      batch.id,
      expectedByBatch.get(batch.id) ?? 0,
    ]);
  }

  // The funds: the finance report's totals and the goals' raised amounts.
  const report = new Map(
    (await completedFundTotals(t.db, counting)).map((row) => [row.fund, row.totalCents]),
  );
  const raised = await raisedCentsByFund(t.db, counting, 'UTC');
  for (const fund of FUNDS) {
    expect([fund, report.get(fund) ?? 0]).toEqual([fund, expectedByFund.get(fund) ?? 0]);
    expect([fund, raised.get(fund) ?? 0]).toEqual([fund, expectedByFund.get(fund) ?? 0]);
  }

  // Every household's statement.
  const households = (await Promise.all(donorIds.map((id) => findDonor(t.db, id)))).filter(
    (donor): donor is DonorRow => donor !== undefined,
  );
  const statements = await statementContents(t.db, YEAR, households, {
    timeZone: 'UTC',
    counting,
  });
  for (const id of donorIds) {
    const total = (statements.get(id)?.gifts ?? []).reduce(
      (sum, gift) => sum + gift.amountCents,
      0,
    );
    expect([id, total]).toEqual([id, expectedByDonor.get(id) ?? 0]);
  }
}, 120_000);
