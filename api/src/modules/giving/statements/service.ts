/**
 * Year-end statements: one PDF per donor per year. A donor downloads their
 * own from My Giving (made on request, never stored); a finance
 * administrator starts a run that makes and mails every donor's statement
 * for a year in the background (worker.ts), or re-sends one donor's.
 */
import {
  DEFAULT_LANGUAGE,
  recurringGiftPlan,
  STATEMENT_DONOR_NOT_FOUND_MESSAGE,
  STATEMENT_NOT_FOUND_MESSAGE,
  STATEMENT_RUN_BUSY_MESSAGE,
  type RecurringGiftPriceId,
  type StatementJob,
  type StatementJobStatus,
} from '@parish/shared-types';
import type { Database, Executor } from '../../../db';
import { isUniqueViolation } from '../../../db/errors';
import { conflict, notFound, ok, type Result } from '../../../lib/result';
import { donorLanguage, findDonor, type DonorRow } from '../donors/repository';
import type { GiftCounting } from '../payments/counted-gifts';
import { fundSharesOf } from '../payments/gifts-repository';
import { detailsOf } from '../payments/repository';
import { frequencyLabel } from '../mail-templates/words';
import { loadFundNames } from '../funds/names';
import { batchGiftsOfYear, fundsOfEntries } from '../batches/repository';
import { apiTexts } from '../../../lib/i18n';
import type { StatementContent, StatementGift } from './pdf';
import {
  countDonorsWhoGave,
  giftsOfYear,
  insertStatementJob,
  type StatementJobRow,
} from './repository';

/** Each donor's statement content for `year`, from one query for all their gifts. */
export async function statementContents(
  db: Executor,
  year: number,
  donorsOfBatch: readonly DonorRow[],
  {
    timeZone,
    counting,
    issuedAt = new Date(),
  }: { timeZone: string; counting: GiftCounting; issuedAt?: Date },
): Promise<Map<number, StatementContent>> {
  const rows = await giftsOfYear(
    db,
    year,
    counting,
    donorsOfBatch.map((donor) => donor.id),
  );
  const shares = await fundSharesOf(
    db,
    rows.map((row) => row.id),
  );
  const fundNames = await loadFundNames(db);
  const giftsByDonor = new Map<number, StatementGift[]>();
  const languages = new Map(donorsOfBatch.map((donor) => [donor.id, donorLanguage(donor)]));
  for (const row of rows) {
    if (row.donorId === null) continue;
    // The funds and the frequency in the words of the donor's statement.
    const language = languages.get(row.donorId);
    const priceId = detailsOf(row).price_id;
    const plan = priceId ? recurringGiftPlan(priceId as RecurringGiftPriceId).label : null;
    const gifts = giftsByDonor.get(row.donorId) ?? [];
    gifts.push({
      date: row.completedAt ?? row.updatedAt,
      funds: (shares.get(row.id) ?? [])
        .map((share) => fundNames.of(share.fund, language))
        .join(', '),
      amountCents: row.amountCents,
      frequency: plan && frequencyLabel(plan, language),
    });
    giftsByDonor.set(row.donorId, gifts);
  }
  // The basket's gifts (committed batches, reversed ones left out), on their batch's day.
  const basket = await batchGiftsOfYear(
    db,
    year,
    donorsOfBatch.map((donor) => donor.id),
  );
  const basketParts = await fundsOfEntries(
    db,
    basket.map((gift) => gift.id),
  );
  for (const gift of basket) {
    const language = languages.get(gift.donorId);
    const gifts = giftsByDonor.get(gift.donorId) ?? [];
    gifts.push({
      // Noon UTC: the batch's day in any time zone of the Americas and Europe.
      date: new Date(`${gift.batchDate}T12:00:00Z`),
      funds: basketParts
        .filter((part) => part.entryId === gift.id)
        .map((part) => fundNames.of(part.fund, language))
        .join(', '),
      amountCents: gift.amountCents,
      frequency: null,
      method: apiTexts(language ?? DEFAULT_LANGUAGE)('api.statement.method', {
        method: gift.method,
      }),
    });
    giftsByDonor.set(gift.donorId, gifts);
  }
  const contents = new Map<number, StatementContent>();
  for (const donor of donorsOfBatch) {
    const gifts = giftsByDonor.get(donor.id)?.sort((a, b) => a.date.getTime() - b.date.getTime());
    if (!gifts) continue;
    contents.set(donor.id, {
      year,
      donor: { name: donor.name, email: donor.email, postalAddress: donor.postalAddress },
      gifts,
      issuedAt,
      timeZone,
      language: donorLanguage(donor),
    });
  }
  return contents;
}

/** The donor's own statement for `year`; not found when they gave nothing that year. */
export async function statementOf(
  db: Database,
  donor: DonorRow,
  year: number,
  options: { timeZone: string; counting: GiftCounting },
): Promise<Result<StatementContent>> {
  const content = (await statementContents(db, year, [donor], options)).get(donor.id);
  return content ? ok(content) : notFound(STATEMENT_NOT_FOUND_MESSAGE, 'year');
}

/** Queues a run for every donor of `year`; one at a time per year. */
export async function startStatementRun(
  db: Database,
  year: number,
): Promise<Result<StatementJobRow>> {
  try {
    return ok(await insertStatementJob(db, { year, donorId: null }));
  } catch (error) {
    if (isUniqueViolation(error)) return conflict(STATEMENT_RUN_BUSY_MESSAGE, 'year');
    throw error;
  }
}

/** Queues a re-send of one donor's statement for `year`. */
export async function resendStatement(
  db: Database,
  donorId: number,
  year: number,
  counting: GiftCounting,
): Promise<Result<StatementJobRow>> {
  const donor = await findDonor(db, donorId);
  if (!donor) return notFound(STATEMENT_DONOR_NOT_FOUND_MESSAGE, 'donor_id');
  if ((await countDonorsWhoGave(db, year, counting, donorId)) === 0) {
    return notFound(STATEMENT_NOT_FOUND_MESSAGE, 'year');
  }
  return ok(await insertStatementJob(db, { year, donorId }));
}

export function toStatementJobJson(row: StatementJobRow): StatementJob {
  return {
    id: row.id,
    year: row.year,
    donor_id: row.donorId,
    status: row.status as StatementJobStatus,
    total: row.total,
    processed: row.processed,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}
