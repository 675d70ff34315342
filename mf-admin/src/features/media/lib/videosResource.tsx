import { Link } from '@mui/material';
import { VIDEO_CATEGORIES, videoInputSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

const categories = VIDEO_CATEGORIES.map((category) => ({ value: category, label: category }));

/** The Media tab's videos: a YouTube link and one of the spec's four categories. */
export const videosResource = englishOnlyResource({
  key: 'videos',
  calls: {
    list: 'public',
    create: 'POST /api/videos/',
    edit: 'PUT /api/videos/:id/',
    remove: 'DELETE /api/videos/:id/',
  },
  label: 'Videos',
  list: api.videos.list,
  recordId: (video) => video.id,
  recordLabel: (video) => video.title,
  columns: [
    { header: 'Title', value: (video) => video.title },
    { header: 'Category', value: (video) => video.category },
    {
      header: 'YouTube',
      value: (video) => video.youtube_url,
      render: (video) => (
        <Link href={video.youtube_url} target="_blank" rel="noopener noreferrer">
          {video.youtube_url}
        </Link>
      ),
    },
  ],
  loadingText: 'Loading videos...',
  emptyText: 'No videos found.',
  loadErrorText: 'Failed to fetch videos',
  remove: {
    call: (video) => api.videos.remove(video.id),
    restore: (video) => api.trash.restore('video', video.id),
    confirmTitle: 'Delete video?',
    doneText: 'Video deleted',
    failureText: 'Error deleting the video. Please try again later.',
  },
  fields: {
    title: { label: 'Title', kind: 'text' },
    youtube_url: { label: 'YouTube URL', kind: 'text', hint: 'For example https://youtu.be/…' },
    category: { label: 'Category', kind: 'select', options: categories, placeholder: 'Choose…' },
  },
  create: {
    route: '/admin/upload-videos',
    schema: videoInputSchema,
    save: (input) => api.videos.create(input),
    title: 'Upload Video',
    submitLabel: 'Upload Video',
    busyLabel: 'Uploading...',
    successText: 'Success: the video was added.',
    failureText: 'There was an error uploading the video metadata.',
  },
  edit: {
    route: '/admin/edit-video/:id',
    schema: videoInputSchema,
    load: (id, signal) => api.videos.get(id, signal),
    save: (input, id) => api.videos.update(id, input),
    title: 'Edit Video',
    submitLabel: 'Update Video',
    busyLabel: 'Updating...',
    successText: 'Success: the video was updated.',
    failureText: 'Update Failed: Failed to update the video. Try again.',
    loadErrorText: 'Failed to load video details.',
  },
});
