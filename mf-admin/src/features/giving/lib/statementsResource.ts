import {
  statementRunInputSchema,
  type StatementJob,
  type StatementJobStatus,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import type { AdminMessageId } from '../../../lib/i18n';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';

const STATUSES: Record<StatementJobStatus, AdminMessageId> = {
  queued: 'admin.giving.statements.status.queued',
  running: 'admin.giving.statements.status.running',
  done: 'admin.giving.statements.status.done',
  failed: 'admin.giving.statements.status.failed',
};

const underWay = (job: StatementJob) => job.status === 'queued' || job.status === 'running';

/** A run's status; a failure with the server's reason (`say`: in the page's language). */
function status(job: StatementJob, { t, say }: ResourceContext): string {
  return job.error
    ? t('admin.giving.statements.failedWith', { error: say(job.error) })
    : t(STATUSES[job.status]);
}

/**
 * Year-end statements: runs that make and mail every donor's PDF for a
 * year in the background; the list follows their progress while one runs.
 */
export const statementsResource = defineResource({
  key: 'statements',
  calls: { list: 'GET /api/statements/jobs/', create: 'POST /api/statements/jobs/' },
  label: 'admin.giving.statements.label',
  list: api.statements.jobs,
  refreshEvery: (jobs) => (jobs.some(underWay) ? 1000 : null),
  recordId: (job) => job.id,
  recordLabel: (job, { t }) => t('admin.giving.statements.recordLabel', { id: String(job.id) }),
  columns: [
    { header: 'admin.giving.statements.columns.year', value: (job) => job.year },
    {
      header: 'admin.giving.statements.columns.for',
      value: (job, { t }) =>
        job.donor_id === null
          ? t('admin.giving.statements.everyDonor')
          : t('admin.giving.statements.donor', { id: String(job.donor_id) }),
    },
    { header: 'admin.giving.statements.columns.status', value: status },
    {
      header: 'admin.giving.statements.columns.progress',
      value: (job, { t }) =>
        job.status === 'queued'
          ? ''
          : t('admin.giving.statements.progress', {
              processed: String(job.processed),
              total: String(job.total),
            }),
    },
    dateTimeColumn(
      'admin.giving.statements.columns.started',
      (job: StatementJob) => job.created_at,
    ),
    dateTimeColumn(
      'admin.giving.statements.columns.finished',
      (job: StatementJob) => job.finished_at,
    ),
  ],
  loadingText: 'admin.giving.statements.loading',
  emptyText: 'admin.giving.statements.empty',
  loadErrorText: 'admin.giving.statements.loadError',
  fields: { year: { label: 'admin.giving.statements.fields.year', kind: 'integer' } },
  create: {
    route: '/admin/statements/send',
    schema: statementRunInputSchema,
    title: 'admin.giving.statements.create.title',
    submitLabel: 'admin.giving.statements.create.submit',
    busyLabel: 'admin.giving.statements.create.busy',
    successText: 'admin.giving.statements.create.success',
    failureText: 'admin.giving.statements.create.failed',
    save: api.statements.run,
  },
});
