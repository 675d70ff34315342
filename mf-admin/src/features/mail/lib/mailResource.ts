import {
  MAIL_KINDS,
  MAIL_STATUSES,
  mailSearchSchema,
  type MailSearch,
  type MailStatus,
  type OutboxMail,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import type { AdminMessageId } from '../../../lib/i18n';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

const STATUS_NAMES: Record<MailStatus, AdminMessageId> = {
  queued: 'admin.mail.status.queued',
  sending: 'admin.mail.status.sending',
  sent: 'admin.mail.status.sent',
  failed: 'admin.mail.status.failed',
};

/**
 * The Mail tab's outbox: every mail the site sent or is sending that the
 * administrator's roles are for (the API filters: receipts and statements
 * are finance's, the rest the office's), newest first, searchable by
 * address, and a failed one queued again by Resend.
 */
export const mailResource = defineResource({
  key: 'mail',
  calls: { list: 'GET /api/mail/' },
  label: 'admin.mail.label',
  list: (signal, filter) => api.mail.list(signal, filter as Partial<MailSearch>),
  filter: {
    schema: mailSearchSchema,
    label: 'admin.mail.filter',
    fields: {
      status: {
        label: 'admin.mail.fields.status',
        kind: 'select',
        options: [
          { value: '', label: 'admin.mail.fields.anyStatus' },
          ...MAIL_STATUSES.map((status) => ({ value: status, label: STATUS_NAMES[status] })),
        ],
      },
      from: { label: 'admin.mail.fields.from', kind: 'date' },
    },
    initialValues: { status: '', from: '' },
    submitLabel: 'admin.mail.show',
  },
  recordId: (mail) => mail.id,
  recordLabel: (mail, { t }) => t('admin.mail.recordLabel', { id: String(mail.id), to: mail.to }),
  columns: [
    // The kind's name (shared-types') in the page's language.
    { header: 'admin.mail.columns.kind', value: (mail, { say }) => say(MAIL_KINDS[mail.kind]) },
    { header: 'admin.mail.columns.to', value: (mail) => mail.to },
    { header: 'admin.mail.columns.subject', value: (mail) => mail.subject },
    { header: 'admin.mail.columns.status', value: (mail, { t }) => t(STATUS_NAMES[mail.status]) },
    { header: 'admin.mail.columns.attempts', value: (mail) => mail.attempts },
    { header: 'admin.mail.columns.lastError', value: (mail) => mail.last_error },
    dateTimeColumn('admin.mail.columns.created', (mail: OutboxMail) => mail.created_at),
    dateTimeColumn('admin.mail.columns.sent', (mail: OutboxMail) => mail.sent_at),
  ],
  loadingText: 'admin.mail.loading',
  emptyText: 'admin.mail.empty',
  loadErrorText: 'admin.mail.loadError',
  csvFile: 'mail-outbox',
  rowActions: [
    {
      label: 'admin.mail.resend.label',
      call: 'POST /api/mail/:id/resend/',
      visible: (mail) => mail.status === 'failed',
      run: (mail) => api.mail.resend(mail.id),
      doneText: 'admin.mail.resend.done',
      failureText: 'admin.mail.resend.failed',
    },
  ],
});
