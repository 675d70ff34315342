import { receivedSearchSchema } from '@parish/shared-types';
import type { ResourceFilter } from '../types';

/** The date a list of things received starts from (`?from=`, a UTC day). */
export const RECEIVED_FROM_FIELD = { label: 'Received from', kind: 'date' } as const;

/** The filter of a list of things received (sign-ups): from a day on. */
export function receivedFromFilter(label: string): ResourceFilter {
  return {
    schema: receivedSearchSchema,
    label,
    fields: { from: RECEIVED_FROM_FIELD },
    initialValues: { from: '' },
    submitLabel: 'Show',
  };
}
