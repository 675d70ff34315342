import {
  MINISTRY_UNKNOWN_MESSAGE,
  type MinistryInterest,
  type MinistryInterestInput,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { invalid, ok, type Result } from '../../../lib/result';
import { dashboardUrl, type Outbox } from '../../messaging';
import { findMinistryTitle, insertMinistryInterest } from './repository';

export { countMinistryInterests, listMinistryInterests } from './repository';

/**
 * Stores a visitor's interest in a ministry that exists, with its title as
 * it is now, and tells the office (Reply-To the visitor) in the same
 * transaction; a ministry deleted since the page loaded is a 400 on `ministry`.
 */
export async function receiveMinistryInterest(
  db: Database,
  outbox: Outbox,
  input: MinistryInterestInput,
): Promise<Result<MinistryInterest>> {
  const ministryTitle = await findMinistryTitle(db, input.ministry);
  if (ministryTitle === undefined) return invalid(MINISTRY_UNKNOWN_MESSAGE, 'ministry');
  return ok(
    await db.transaction(async (tx) => {
      const interest = await insertMinistryInterest(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        ministryId: input.ministry,
        ministryTitle,
        message: input.message,
      });
      await outbox.enqueue(tx, {
        kind: 'ministry_interest_office',
        to: outbox.officeAddress,
        replyTo: input.email,
        data: {
          name: input.name,
          email: input.email,
          phone: input.phone,
          ministryTitle,
          message: input.message,
          dashboardUrl: dashboardUrl(outbox),
        },
      });
      return interest;
    }),
  );
}
