import type { MinistryInterest, MinistryInterestInput } from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/ministry-interests/`: the Get Involved form, stored for the parish office. */
export function sendMinistryInterest(input: MinistryInterestInput): Promise<MinistryInterest> {
  return api.ministryInterests.create(input);
}
