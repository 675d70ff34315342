import { Box } from '@mui/material';
import { PHOTO_CONTENT_TYPES, photoUploadSchema, type Photo } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/**
 * The Media tab's photos: uploaded as image files (JPEG, PNG, GIF or WebP,
 * checked by the form and again by the API, which also bounds the size),
 * shown with a preview before upload and as a thumbnail in the list.
 */
export const photosResource = englishOnlyResource({
  key: 'photos',
  calls: {
    list: 'public',
    create: 'POST /api/media/photos/',
    remove: 'DELETE /api/media/photos/:id/',
  },
  label: 'Photos',
  list: api.photos.list,
  recordId: (photo) => photo.id,
  recordLabel: (photo) => photo.filename,
  columns: [
    { header: 'File', value: (photo) => photo.filename },
    {
      header: 'Photo',
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
    dateTimeColumn('Uploaded', (photo: Photo) => photo.uploaded_at),
  ],
  loadingText: 'Loading photos...',
  emptyText: 'No photos found.',
  loadErrorText: 'Failed to fetch photos',
  remove: {
    call: (photo) => api.photos.remove(photo.id),
    restore: (photo) => api.trash.restore('photo', photo.id),
    confirmTitle: 'Delete photo?',
    doneText: 'Photo deleted',
    failureText: 'Failed to delete photo',
  },
  fields: {
    file: {
      label: 'Photo',
      kind: 'file',
      accept: PHOTO_CONTENT_TYPES.join(','),
      buttonLabel: 'Choose a photo',
    },
  },
  create: {
    route: '/admin/upload-photos',
    schema: photoUploadSchema,
    save: (input) => api.photos.upload(input.file),
    title: 'Upload Photo',
    submitLabel: 'Upload Photo',
    busyLabel: 'Uploading...',
    successText: 'Success: the photo was uploaded.',
    failureText: 'Upload Failed: There was an error uploading the photo.',
  },
});
