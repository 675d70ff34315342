import { fundInputSchema, fundName, type Fund } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';

/** What it has raised, of its goal when it has one: `$1250.00 of $5000.00`. */
function raisedText(fund: Fund, { t, format }: ResourceContext): string {
  const raised = format.price(fund.raised_cents / 100);
  return fund.goal_cents === null
    ? raised
    : t('admin.giving.funds.ofGoal', { raised, goal: format.price(fund.goal_cents / 100) });
}

/** Its dates (a second collection's), or '' when it is always open. */
function windowText(fund: Fund, { t, format }: ResourceContext): string {
  if (!fund.starts_on && !fund.ends_on) return '';
  return t('admin.giving.funds.window', {
    from: fund.starts_on ? format.date(fund.starts_on) : '…',
    to: fund.ends_on ? format.date(fund.ends_on) : '…',
  });
}

/**
 * The funds the office keeps (issue 39, docs/funds.md): finance adds one
 * (a second collection with its dates, an appeal with its goal), renames,
 * orders and dates it, and retires it. A fund is never deleted: its gifts
 * keep its name; a retired one leaves the giving form.
 */
export const fundsResource = defineResource({
  key: 'funds',
  calls: {
    list: 'GET /api/funds/all/',
    create: 'POST /api/funds/',
    edit: 'PUT /api/funds/:id/',
  },
  label: 'admin.giving.funds.label',
  list: api.funds.all,
  recordId: (fund) => fund.id,
  recordLabel: (fund, { format }) => fundName(fund, format.language),
  columns: [
    {
      header: 'admin.giving.funds.columns.name',
      value: (fund, { format }) => fundName(fund, format.language),
    },
    { header: 'admin.giving.funds.columns.position', value: (fund) => fund.position },
    { header: 'admin.giving.funds.columns.window', value: windowText },
    { header: 'admin.giving.funds.columns.raised', value: raisedText },
    {
      header: 'admin.giving.funds.columns.status',
      value: (fund, { t }) =>
        t(fund.retired_at ? 'admin.giving.funds.retired' : 'admin.giving.funds.active'),
    },
  ],
  loadingText: 'admin.giving.funds.loading',
  emptyText: 'admin.giving.funds.empty',
  loadErrorText: 'admin.giving.funds.loadError',
  rowActions: [
    {
      label: 'admin.giving.funds.retire.label',
      call: 'POST /api/funds/:id/retire/',
      visible: (fund) => fund.retired_at === null,
      run: (fund) => api.funds.retire(fund.id),
      doneText: 'admin.giving.funds.retire.done',
      failureText: 'admin.giving.funds.retire.failed',
    },
  ],
  fields: {
    name: { label: 'admin.giving.funds.fields.name', kind: 'text' },
    description: {
      label: 'admin.giving.funds.fields.description',
      kind: 'text',
      hint: 'admin.giving.funds.fields.descriptionHint',
    },
    position: {
      label: 'admin.giving.funds.fields.position',
      kind: 'integer',
      hint: 'admin.giving.funds.fields.positionHint',
    },
    starts_on: {
      label: 'admin.giving.funds.fields.startsOn',
      kind: 'date',
      hint: 'admin.giving.funds.fields.windowHint',
    },
    ends_on: { label: 'admin.giving.funds.fields.endsOn', kind: 'date' },
    goal_cents: {
      label: 'admin.giving.funds.fields.goal',
      kind: 'integer',
      hint: 'admin.giving.funds.fields.goalHint',
    },
  },
  create: {
    route: '/admin/giving/add-fund',
    schema: fundInputSchema,
    save: (input) => api.funds.create(input),
    title: 'admin.giving.funds.create.title',
    submitLabel: 'admin.giving.funds.create.title',
    busyLabel: 'admin.giving.funds.busy',
    successText: 'admin.giving.funds.create.success',
    failureText: 'admin.giving.funds.create.failed',
  },
  edit: {
    route: '/admin/giving/funds/edit/:id',
    schema: fundInputSchema,
    load: (id, signal) => api.funds.get(id, signal),
    save: (input, id) => api.funds.update(id, input),
    title: 'admin.giving.funds.edit.title',
    submitLabel: 'admin.giving.funds.edit.submit',
    busyLabel: 'admin.giving.funds.busy',
    successText: 'admin.giving.funds.edit.success',
    failureText: 'admin.giving.funds.edit.failed',
    loadErrorText: 'admin.giving.funds.edit.loadError',
  },
});
