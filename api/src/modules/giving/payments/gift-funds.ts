/**
 * What the payment routes check of a new gift's funds: that each takes
 * gifts on the parish's today (known, not retired, within its dates), with
 * the refusal naming the field as the giver sent it (docs/funds.md).
 */
import type { NormalizedGift } from '@parish/shared-types';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Database } from '../../../db';
import { unwrap } from '../../../http/results';
import { todayIn } from '../../../lib/dates';
import { loadFundNames, type FundNames } from '../funds/names';
import { checkGiftFunds } from '../funds/service';

/** A gift to a fund that does not take gifts today, in the OpenAPI errors. */
export const FUND_ERRORS = {
  422: 'The fund is unknown, retired, or outside its collection dates (naming `fund` or `funds.<i>.fund`)',
};

/**
 * The gifts sent split (`funds`) rather than to one fund (`fund`), noted
 * before the schema makes both a list of parts, so a refused fund is named
 * as the giver sent it (`funds.<i>.fund` or `fund`).
 */
export function splitGiftNotes() {
  const split = new WeakSet<FastifyRequest>();
  const note: preValidationAsyncHookHandler = async (request) => {
    const body = request.body as { funds?: unknown } | null;
    if (body && typeof body === 'object' && Array.isArray(body.funds)) split.add(request);
  };
  return { note, isSplit: (request: FastifyRequest) => split.has(request) };
}

/** Refuses (422) a gift whose funds do not take gifts today; answers the funds' names for its charge. */
export function openFundsCheck(db: Database, timeZone: string, clock: () => Date) {
  return async (gift: Pick<NormalizedGift, 'funds'>, split: boolean): Promise<FundNames> => {
    unwrap(await checkGiftFunds(db, gift, todayIn(timeZone, clock()), split));
    return loadFundNames(db);
  };
}
