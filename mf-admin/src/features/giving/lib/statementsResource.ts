import {
  statementRunInputSchema,
  type StatementJob,
  type StatementJobStatus,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

const STATUSES: Record<StatementJobStatus, string> = {
  queued: 'Waiting',
  running: 'Making and mailing',
  done: 'Done',
  failed: 'Failed',
};

const underWay = (job: StatementJob) => job.status === 'queued' || job.status === 'running';

/**
 * Year-end statements: runs that make and mail every donor's PDF for a
 * year in the background; the list follows their progress while one runs.
 */
export const statementsResource = englishOnlyResource({
  key: 'statements',
  calls: { list: 'GET /api/statements/jobs/', create: 'POST /api/statements/jobs/' },
  label: 'Year-end statements',
  list: api.statements.jobs,
  refreshEvery: (jobs) => (jobs.some(underWay) ? 1000 : null),
  recordId: (job) => job.id,
  recordLabel: (job) => `statement run ${job.id}`,
  columns: [
    { header: 'Year', value: (job) => job.year },
    {
      header: 'For',
      value: (job) => (job.donor_id === null ? 'Every donor' : `Donor ${job.donor_id}`),
    },
    {
      header: 'Status',
      value: (job) => (job.error ? `Failed: ${job.error}` : STATUSES[job.status]),
    },
    {
      header: 'Progress',
      value: (job) => (job.status === 'queued' ? '' : `${job.processed} of ${job.total} mailed`),
    },
    dateTimeColumn('Started', (job: StatementJob) => job.created_at),
    dateTimeColumn('Finished', (job: StatementJob) => job.finished_at),
  ],
  loadingText: 'Loading statement runs...',
  emptyText: 'No statements sent yet.',
  loadErrorText: 'Failed to fetch statement runs',
  fields: { year: { label: 'Year', kind: 'integer' } },
  create: {
    route: '/admin/statements/send',
    schema: statementRunInputSchema,
    title: 'Send year-end statements',
    submitLabel: 'Send statements',
    busyLabel: 'Starting...',
    successText: 'Statements are being made and mailed.',
    failureText: 'Failed to start the statements',
    save: api.statements.run,
  },
});
