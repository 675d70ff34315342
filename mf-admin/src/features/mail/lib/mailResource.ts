import {
  MAIL_KINDS,
  MAIL_STATUSES,
  mailSearchSchema,
  type MailSearch,
  type MailStatus,
  type OutboxMail,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

const STATUS_NAMES: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * The Mail tab's outbox: every mail the site sent or is sending that the
 * administrator's roles are for (the API filters: receipts and statements
 * are finance's, the rest the office's), newest first, searchable by
 * address, and a failed one queued again by Resend.
 */
export const mailResource = englishOnlyResource({
  key: 'mail',
  calls: { list: 'GET /api/mail/' },
  label: 'Outbox',
  list: (signal, filter) => api.mail.list(signal, filter as Partial<MailSearch>),
  filter: {
    schema: mailSearchSchema,
    label: 'Filter mail',
    fields: {
      status: {
        label: 'Status',
        kind: 'select',
        options: [
          { value: '', label: 'Any status' },
          ...MAIL_STATUSES.map((status) => ({ value: status, label: STATUS_NAMES[status] })),
        ],
      },
      from: { label: 'Written from', kind: 'date' },
    },
    initialValues: { status: '', from: '' },
    submitLabel: 'Show mail',
  },
  recordId: (mail) => mail.id,
  recordLabel: (mail) => `mail ${mail.id} to ${mail.to}`,
  columns: [
    { header: 'Kind', value: (mail) => MAIL_KINDS[mail.kind] },
    { header: 'To', value: (mail) => mail.to },
    { header: 'Subject', value: (mail) => mail.subject },
    { header: 'Status', value: (mail) => STATUS_NAMES[mail.status] },
    { header: 'Attempts', value: (mail) => mail.attempts },
    { header: 'Last error', value: (mail) => mail.last_error },
    dateTimeColumn('Created', (mail: OutboxMail) => mail.created_at),
    dateTimeColumn('Sent', (mail: OutboxMail) => mail.sent_at),
  ],
  loadingText: 'Loading mail...',
  emptyText: 'No mail sent yet.',
  loadErrorText: 'Failed to fetch the outbox',
  csvFile: 'mail-outbox',
  rowActions: [
    {
      label: 'Resend',
      call: 'POST /api/mail/:id/resend/',
      visible: (mail) => mail.status === 'failed',
      run: (mail) => api.mail.resend(mail.id),
      doneText: 'Mail queued again',
      failureText: 'Failed to queue the mail again',
    },
  ],
});
