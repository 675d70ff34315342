import { receivedSearchSchema } from '@parish/shared-types';
import type { AdminMessageId } from '../../lib/i18n';
import type { ResourceField, ResourceFilter } from '../types';

/** The date a list of things received starts from (`?from=`, a UTC day). */
export const RECEIVED_FROM_FIELD: ResourceField = {
  label: 'admin.resource.filter.receivedFrom',
  kind: 'date',
};

/** The filter of a list of things received (sign-ups): from a day on; `label` names the form. */
export function receivedFromFilter(label: AdminMessageId): ResourceFilter {
  return {
    schema: receivedSearchSchema,
    label,
    fields: { from: RECEIVED_FROM_FIELD },
    initialValues: { from: '' },
    submitLabel: 'admin.resource.filter.show',
  };
}
