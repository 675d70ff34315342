import {
  CONTACT_SOURCE_LABELS,
  CONTACT_SOURCES,
  contactSearchSchema,
  type ContactMessage,
  type ContactSearch,
} from '@parish/shared-types';
import { Box, Link } from '@mui/material';
import { visuallyHidden } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import { RECEIVED_FROM_FIELD } from '../../../resources/lib/filters';

/** The Contact tab's messages (newest first), with their attachments to download. */
export const contactMessagesResource = defineResource({
  key: 'contactMessages',
  calls: { list: 'GET /api/contact/', remove: 'DELETE /api/contact/:id/' },
  label: 'admin.contact.messages.label',
  list: (signal, filter) => api.contact.list(signal, filter as ContactSearch),
  filter: {
    schema: contactSearchSchema,
    label: 'admin.contact.messages.filter',
    fields: {
      from: RECEIVED_FROM_FIELD,
      source: {
        label: 'admin.contact.messages.sentThrough',
        kind: 'select',
        options: [
          { value: '', label: 'admin.contact.messages.everything' },
          // shared-types' own names, shown in the page's language (`resourceText`).
          ...CONTACT_SOURCES.map((source) => ({
            value: source,
            label: CONTACT_SOURCE_LABELS[source],
          })),
        ],
      },
    },
    initialValues: { from: '', source: '' },
    submitLabel: 'admin.contact.messages.show',
  },
  recordId: (message) => message.id,
  recordLabel: (message, { t }) => t('admin.contact.messages.recordLabel', { name: message.name }),
  remove: {
    call: (message) => api.contact.remove(message.id),
    restore: (message) => api.trash.restore('contact_message', message.id),
    confirmTitle: 'admin.contact.messages.delete.confirmTitle',
    doneText: 'admin.contact.messages.delete.done',
    failureText: 'admin.contact.messages.delete.failed',
  },
  columns: [
    { header: 'admin.contact.messages.columns.from', value: (message) => message.name },
    { header: 'admin.contact.messages.columns.email', value: (message) => message.email },
    { header: 'admin.contact.messages.columns.phone', value: (message) => message.phone_number },
    { header: 'admin.contact.messages.columns.for', value: (message) => message.who_is_this_for },
    { header: 'admin.contact.messages.columns.message', value: (message) => message.message },
    dateTimeColumn(
      'admin.contact.messages.columns.received',
      (message: ContactMessage) => message.created_at,
    ),
    {
      header: 'admin.contact.messages.columns.attachment',
      value: (message) => message.attachment,
      render: (message, { t }) =>
        message.attachment && (
          <Link href={message.attachment} download>
            {t('admin.contact.messages.download')}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('admin.contact.messages.downloadFrom', { name: message.name })}`}
            </Box>
          </Link>
        ),
    },
  ],
  loadingText: 'admin.contact.messages.loading',
  emptyText: 'admin.contact.messages.empty',
  loadErrorText: 'admin.contact.messages.loadError',
  csvFile: 'contact-messages',
});
