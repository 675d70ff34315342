/**
 * The funds the office keeps (docs/funds.md): finance adds, renames, orders,
 * dates, sets goals for and retires them; a gift may go only to a fund that
 * takes gifts on the parish's today. A fund is never deleted: its key stays
 * in its gifts' rows and its names on their receipts, statements and reports.
 */
import {
  FUND_ALREADY_RETIRED_MESSAGE,
  FUND_NOT_FOUND_MESSAGE,
  FUND_OUTSIDE_WINDOW_MESSAGE,
  FUND_RETIRED_MESSAGE,
  fundIsOpen,
  UNKNOWN_FUND_MESSAGE,
  type Fund,
  type FundInput,
  type NormalizedGift,
} from '@parish/shared-types';
import type { Database, Transaction } from '../../../db';
import { notFound, ok, conflict, unprocessable, type Result } from '../../../lib/result';
import type { GiftCounting } from '../payments/counted-gifts';
import {
  findFundRow,
  fundRowsByKey,
  insertFund,
  keyTaken,
  listFundRows,
  raisedCentsByFund,
  retireFundRow,
  updateFundRow,
  type FundColumns,
  type FundRow,
} from './repository';

/** Where raised amounts are counted: which gifts count, and the parish's days. */
export interface FundCounting extends GiftCounting {
  timeZone: string;
}

export function fundJson(row: FundRow, raisedCents: number): Fund {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    name_es: row.nameEs,
    description: row.description,
    description_es: row.descriptionEs,
    position: row.position,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    goal_cents: row.goalCents,
    raised_cents: raisedCents,
    retired_at: row.retiredAt ? row.retiredAt.toISOString() : null,
  };
}

export function fundColumns(input: FundInput): FundColumns {
  return {
    name: input.name,
    nameEs: input.name_es,
    description: input.description,
    descriptionEs: input.description_es,
    position: input.position,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    goalCents: input.goal_cents,
  };
}

/** The funds that take gifts on `today`, in order, with what each has raised. */
export async function openFunds(db: Database, counting: FundCounting, today: string) {
  const [rows, raised] = await Promise.all([
    listFundRows(db, true),
    raisedCentsByFund(db, counting, counting.timeZone),
  ]);
  return rows
    .filter((row) =>
      fundIsOpen({ retired_at: null, starts_on: row.startsOn, ends_on: row.endsOn }, today),
    )
    .map((row) => fundJson(row, raised.get(row.key) ?? 0));
}

/** Every fund, retired ones too, for finance. */
export async function allFunds(db: Database, counting: FundCounting): Promise<Fund[]> {
  const [rows, raised] = await Promise.all([
    listFundRows(db),
    raisedCentsByFund(db, counting, counting.timeZone),
  ]);
  return rows.map((row) => fundJson(row, raised.get(row.key) ?? 0));
}

export async function oneFund(
  db: Database,
  counting: FundCounting,
  id: number,
): Promise<Result<Fund>> {
  const row = await findFundRow(db, id);
  if (!row) return notFound(FUND_NOT_FOUND_MESSAGE);
  const raised = await raisedCentsByFund(db, counting, counting.timeZone);
  return ok(fundJson(row, raised.get(row.key) ?? 0));
}

/** 'Christmas Flowers' → 'christmas-flowers' (accents dropped; 'fund' when nothing is left). */
export function keyOfName(name: string): string {
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return key || 'fund';
}

/** A new fund, its key made from its English name (with -2, -3 … when taken: keys are never reused). */
export async function createFund(tx: Transaction, input: FundInput): Promise<Result<Fund>> {
  const base = keyOfName(input.name);
  let key = base;
  for (let n = 2; await keyTaken(tx, key); n += 1) key = `${base}-${n}`;
  return ok(fundJson(await insertFund(tx, key, fundColumns(input)), 0));
}

export async function updateFund(
  tx: Transaction,
  counting: FundCounting,
  id: number,
  input: FundInput,
): Promise<Result<Fund>> {
  const row = await updateFundRow(tx, id, fundColumns(input));
  if (!row) return notFound(FUND_NOT_FOUND_MESSAGE);
  const raised = await raisedCentsByFund(tx, counting, counting.timeZone);
  return ok(fundJson(row, raised.get(row.key) ?? 0));
}

export async function retireFund(
  tx: Transaction,
  counting: FundCounting,
  id: number,
  now: Date,
): Promise<Result<Fund>> {
  const row = await retireFundRow(tx, id, now);
  if (!row) {
    return (await findFundRow(tx, id))
      ? conflict(FUND_ALREADY_RETIRED_MESSAGE)
      : notFound(FUND_NOT_FOUND_MESSAGE);
  }
  const raised = await raisedCentsByFund(tx, counting, counting.timeZone);
  return ok(fundJson(row, raised.get(row.key) ?? 0));
}

/**
 * Whether every fund a new gift names takes gifts on `today`: it exists, is
 * not retired and is within its dates. The failure names the field as the
 * giver sent it: `fund` for a gift to one fund, `funds.<i>.fund` for a part
 * of a split (`split`).
 */
export async function checkGiftFunds(
  db: Database | Transaction,
  gift: Pick<NormalizedGift, 'funds'>,
  today: string,
  split: boolean,
): Promise<Result<void>> {
  const rows = await fundRowsByKey(
    db,
    gift.funds.map((share) => share.fund),
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const [index, share] of gift.funds.entries()) {
    const field = split ? `funds.${index}.fund` : 'fund';
    const row = byKey.get(share.fund);
    if (!row) return unprocessable(UNKNOWN_FUND_MESSAGE, field);
    if (row.retiredAt) return unprocessable(FUND_RETIRED_MESSAGE, field);
    if (!fundIsOpen({ retired_at: null, starts_on: row.startsOn, ends_on: row.endsOn }, today)) {
      return unprocessable(FUND_OUTSIDE_WINDOW_MESSAGE, field);
    }
  }
  return ok(undefined);
}
