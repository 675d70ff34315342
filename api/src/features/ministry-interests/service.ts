import {
  MINISTRY_UNKNOWN_MESSAGE,
  type MinistryInterest,
  type MinistryInterestInput,
} from '@parish/shared-types';
import type { Database } from '../../db';
import { invalid, ok, type Result } from '../../lib/result';
import { findMinistryTitle, insertMinistryInterest } from './repository';

export { listMinistryInterests } from './repository';

/**
 * Stores a visitor's interest in a ministry that exists, with its title as
 * it is now; a ministry deleted since the page loaded is a 400 on `ministry`.
 */
export async function receiveMinistryInterest(
  db: Database,
  input: MinistryInterestInput,
): Promise<Result<MinistryInterest>> {
  const ministryTitle = await findMinistryTitle(db, input.ministry);
  if (ministryTitle === undefined) return invalid(MINISTRY_UNKNOWN_MESSAGE, 'ministry');
  return ok(
    await insertMinistryInterest(db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      ministryId: input.ministry,
      ministryTitle,
      message: input.message,
    }),
  );
}
