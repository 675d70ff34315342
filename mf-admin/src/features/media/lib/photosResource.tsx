import { Box } from '@mui/material';
import { PHOTO_CONTENT_TYPES, photoUploadSchema, type Photo } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/**
 * The Media tab's photos: uploaded as image files (JPEG, PNG, GIF or WebP,
 * checked by the form and again by the API, which also bounds the size),
 * shown with a preview before upload and as a thumbnail in the list.
 */
export const photosResource = defineResource({
  key: 'photos',
  calls: {
    list: 'public',
    create: 'POST /api/media/photos/',
    remove: 'DELETE /api/media/photos/:id/',
  },
  label: 'admin.media.photos.label',
  list: api.photos.list,
  recordId: (photo) => photo.id,
  recordLabel: (photo) => photo.filename,
  columns: [
    { header: 'admin.media.photos.file', value: (photo) => photo.filename },
    {
      header: 'admin.media.photos.photo',
      value: (photo) => photo.url,
      render: (photo) => (
        <Box
          component="img"
          src={photo.url}
          alt={photo.filename}
          loading="lazy"
          sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ),
    },
    dateTimeColumn('admin.media.photos.uploaded', (photo: Photo) => photo.uploaded_at),
  ],
  loadingText: 'admin.media.photos.loading',
  emptyText: 'admin.media.photos.empty',
  loadErrorText: 'admin.media.photos.loadError',
  remove: {
    call: (photo) => api.photos.remove(photo.id),
    restore: (photo) => api.trash.restore('photo', photo.id),
    confirmTitle: 'admin.media.photos.delete.confirmTitle',
    doneText: 'admin.media.photos.delete.done',
    failureText: 'admin.media.photos.delete.failed',
  },
  fields: {
    file: {
      label: 'admin.media.photos.photo',
      kind: 'file',
      accept: PHOTO_CONTENT_TYPES.join(','),
      buttonLabel: 'admin.media.photos.fields.fileButton',
    },
  },
  create: {
    route: '/admin/upload-photos',
    schema: photoUploadSchema,
    save: (input) => api.photos.upload(input.file),
    title: 'admin.media.photos.create.title',
    submitLabel: 'admin.media.photos.create.title',
    busyLabel: 'admin.media.busy.uploading',
    successText: 'admin.media.photos.create.success',
    failureText: 'admin.media.photos.create.failed',
  },
});
