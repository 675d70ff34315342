import {
  massIntentionSettingsSchema,
  type MassIntentionSettings,
} from '@parish/shared-types/intentions';
import { api } from '../../../lib/api';
import { priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/** The rule is one record; the dashboard knows it by id 1, as the parish's contact details. */
const RULE_ID = 1;

type Rule = MassIntentionSettings & { id: number };

async function listRule(signal: AbortSignal): Promise<Rule[]> {
  const rule = await api.intentions.settings(signal);
  // Only the rule is a record of it (never a bare array's own items).
  return typeof rule.per_mass === 'number' ? [{ ...rule, id: RULE_ID }] : [];
}

/**
 * How many intentions each Mass takes and the suggested offering
 * (docs/mass-intentions.md): one rule for every Mass, edited in place.
 */
export const intentionSettingsResource = defineResource({
  key: 'intentionSettings',
  calls: {
    list: 'GET /api/mass-intentions/settings/',
    edit: 'PUT /api/mass-intentions/settings/:id/',
  },
  label: 'admin.intentions.settings.label',
  list: listRule,
  recordId: (rule) => rule.id,
  recordLabel: (_rule, { t }) => t('admin.intentions.settings.recordLabel'),
  columns: [
    { header: 'admin.intentions.settings.perMass', value: (rule) => rule.per_mass },
    priceColumn<Rule>('admin.intentions.settings.offering', (rule) => rule.offering),
  ],
  loadingText: 'admin.intentions.settings.loading',
  emptyText: 'admin.intentions.settings.empty',
  loadErrorText: 'admin.intentions.settings.loadError',
  fields: {
    per_mass: { label: 'admin.intentions.settings.perMass', kind: 'integer' },
    offering: {
      label: 'admin.intentions.settings.offering',
      kind: 'integer',
      hint: 'admin.intentions.settings.offeringHint',
    },
  },
  edit: {
    route: '/admin/intentions/rule/:id',
    schema: massIntentionSettingsSchema,
    load: async (_id, signal) => ({ ...(await api.intentions.settings(signal)), id: RULE_ID }),
    save: (input) => api.intentions.saveSettings(input),
    title: 'admin.intentions.settings.edit.title',
    submitLabel: 'admin.intentions.settings.edit.submit',
    busyLabel: 'admin.intentions.settings.edit.busy',
    successText: 'admin.intentions.settings.edit.success',
    failureText: 'admin.intentions.settings.edit.failed',
    loadErrorText: 'admin.intentions.settings.loadError',
  },
});
