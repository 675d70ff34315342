import { Link } from '@mui/material';
import { VIDEO_CATEGORIES, videoInputSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';

const categories = VIDEO_CATEGORIES.map((category) => ({ value: category, label: category }));

/** The Media tab's videos: a YouTube link and one of the spec's four categories. */
export const videosResource = defineResource({
  key: 'videos',
  calls: {
    list: 'public',
    create: 'POST /api/videos/',
    edit: 'PUT /api/videos/:id/',
    remove: 'DELETE /api/videos/:id/',
  },
  label: 'admin.media.videos.label',
  list: api.videos.list,
  recordId: (video) => video.id,
  recordLabel: (video) => video.title,
  columns: [
    { header: 'admin.media.title', value: (video) => video.title },
    { header: 'admin.media.videos.category', value: (video, { say }) => say(video.category) },
    {
      header: 'admin.media.videos.youtube',
      value: (video) => video.youtube_url,
      render: (video) => (
        <Link href={video.youtube_url} target="_blank" rel="noopener noreferrer">
          {video.youtube_url}
        </Link>
      ),
    },
  ],
  loadingText: 'admin.media.videos.loading',
  emptyText: 'admin.media.videos.empty',
  loadErrorText: 'admin.media.videos.loadError',
  remove: {
    call: (video) => api.videos.remove(video.id),
    restore: (video) => api.trash.restore('video', video.id),
    confirmTitle: 'admin.media.videos.delete.confirmTitle',
    doneText: 'admin.media.videos.delete.done',
    failureText: 'admin.media.videos.delete.failed',
  },
  fields: {
    title: { label: 'admin.media.title', kind: 'text' },
    youtube_url: {
      label: 'admin.media.videos.fields.youtubeUrl',
      kind: 'text',
      hint: 'admin.media.videos.fields.youtubeUrlHint',
    },
    category: {
      label: 'admin.media.videos.category',
      kind: 'select',
      options: categories,
      placeholder: 'admin.media.videos.fields.categoryPlaceholder',
    },
  },
  create: {
    route: '/admin/upload-videos',
    schema: videoInputSchema,
    save: (input) => api.videos.create(input),
    title: 'admin.media.videos.create.title',
    submitLabel: 'admin.media.videos.create.title',
    busyLabel: 'admin.media.busy.uploading',
    successText: 'admin.media.videos.create.success',
    failureText: 'admin.media.videos.create.failed',
  },
  edit: {
    route: '/admin/edit-video/:id',
    schema: videoInputSchema,
    load: (id, signal) => api.videos.get(id, signal),
    save: (input, id) => api.videos.update(id, input),
    title: 'admin.media.videos.edit.title',
    submitLabel: 'admin.media.videos.edit.submit',
    busyLabel: 'admin.media.busy.updating',
    successText: 'admin.media.videos.edit.success',
    failureText: 'admin.media.videos.edit.failed',
    loadErrorText: 'admin.media.videos.edit.loadError',
  },
});
