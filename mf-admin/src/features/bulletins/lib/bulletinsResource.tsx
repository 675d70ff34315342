import { Box, Link } from '@mui/material';
import {
  BULLETIN_CONTENT_TYPES,
  bulletinFormData,
  bulletinUploadSchema,
  type Bulletin,
} from '@parish/shared-types/bulletins';
import { api } from '../../../lib/api';
import { dateColumn, dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/**
 * The weekly bulletins (docs/bulletins.md): the office uploads a Sunday's
 * PDF with an optional title; the API draws its first page, shown here as a
 * thumbnail. One per Sunday: to replace one, delete it and upload again.
 */
export const bulletinsResource = defineResource({
  key: 'bulletins',
  calls: {
    list: 'public',
    create: 'POST /api/bulletins/',
    remove: 'DELETE /api/bulletins/:id/',
  },
  label: 'admin.bulletins.label',
  list: api.bulletins.list,
  recordId: (bulletin) => bulletin.id,
  recordLabel: (bulletin, { format }) => format.date(bulletin.date),
  columns: [
    dateColumn('admin.bulletins.date', (bulletin: Bulletin) => bulletin.date),
    { header: 'admin.bulletins.title', value: (bulletin) => bulletin.title ?? '' },
    {
      header: 'admin.bulletins.firstPage',
      value: (bulletin) => bulletin.preview_url,
      render: (bulletin, { format }) => (
        <Link href={bulletin.file_url} download={bulletin.filename}>
          <Box
            component="img"
            src={bulletin.preview_url}
            alt={format.date(bulletin.date)}
            loading="lazy"
            sx={{ width: 64, height: 'auto', border: 1, borderColor: 'divider', display: 'block' }}
          />
        </Link>
      ),
    },
    dateTimeColumn('admin.bulletins.uploaded', (bulletin: Bulletin) => bulletin.uploaded_at),
  ],
  loadingText: 'admin.bulletins.loading',
  emptyText: 'admin.bulletins.empty',
  loadErrorText: 'admin.bulletins.loadError',
  remove: {
    call: (bulletin) => api.bulletins.remove(bulletin.id),
    confirmTitle: 'admin.bulletins.delete.confirmTitle',
    doneText: 'admin.bulletins.delete.done',
    failureText: 'admin.bulletins.delete.failed',
  },
  fields: {
    date: {
      label: 'admin.bulletins.fields.date',
      kind: 'date',
      hint: 'admin.bulletins.fields.dateHint',
    },
    title: { label: 'admin.bulletins.fields.title', kind: 'text' },
    file: {
      label: 'admin.bulletins.fields.file',
      kind: 'file',
      accept: BULLETIN_CONTENT_TYPES.join(','),
      buttonLabel: 'admin.bulletins.fields.fileButton',
    },
    mail_topic: {
      label: 'admin.bulletins.fields.mailTopic',
      kind: 'checkbox',
      hint: 'admin.bulletins.fields.mailTopicHint',
    },
  },
  create: {
    route: '/admin/upload-bulletin',
    schema: bulletinUploadSchema,
    save: (input) => api.bulletins.upload(bulletinFormData(input)),
    title: 'admin.bulletins.create.title',
    submitLabel: 'admin.bulletins.create.title',
    busyLabel: 'admin.media.busy.uploading',
    successText: 'admin.bulletins.create.success',
    failureText: 'admin.bulletins.create.failed',
  },
});
