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
import { englishOnlyResource } from '../../../resources/lib/defineResource';
import { RECEIVED_FROM_FIELD } from '../../../resources/lib/filters';

/** The Contact tab's messages (newest first), with their attachments to download. */
export const contactMessagesResource = englishOnlyResource({
  key: 'contactMessages',
  calls: { list: 'GET /api/contact/', remove: 'DELETE /api/contact/:id/' },
  label: 'Messages',
  list: (signal, filter) => api.contact.list(signal, filter as ContactSearch),
  filter: {
    schema: contactSearchSchema,
    label: 'Filter messages',
    fields: {
      from: RECEIVED_FROM_FIELD,
      source: {
        label: 'Sent through',
        kind: 'select',
        options: [
          { value: '', label: 'Everything' },
          ...CONTACT_SOURCES.map((source) => ({
            value: source,
            label: CONTACT_SOURCE_LABELS[source],
          })),
        ],
      },
    },
    initialValues: { from: '', source: '' },
    submitLabel: 'Show messages',
  },
  recordId: (message) => message.id,
  recordLabel: (message) => `message from ${message.name}`,
  remove: {
    call: (message) => api.contact.remove(message.id),
    restore: (message) => api.trash.restore('contact_message', message.id),
    confirmTitle: 'Delete message?',
    doneText: 'Message deleted',
    failureText: 'Failed to delete message',
  },
  columns: [
    { header: 'From', value: (message) => message.name },
    { header: 'Email', value: (message) => message.email },
    { header: 'Phone', value: (message) => message.phone_number },
    { header: 'For', value: (message) => message.who_is_this_for },
    { header: 'Message', value: (message) => message.message },
    dateTimeColumn('Received', (message: ContactMessage) => message.created_at),
    {
      header: 'Attachment',
      value: (message) => message.attachment,
      render: (message) =>
        message.attachment && (
          <Link href={message.attachment} download>
            Download
            <Box component="span" sx={visuallyHidden}>
              {` the attachment from ${message.name}`}
            </Box>
          </Link>
        ),
    },
  ],
  loadingText: 'Loading messages...',
  emptyText: 'No messages yet.',
  loadErrorText: 'Failed to fetch contact messages',
  csvFile: 'contact-messages',
});
