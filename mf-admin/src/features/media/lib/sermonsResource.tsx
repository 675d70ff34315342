import { Link } from '@mui/material';
import {
  SERMON_AUDIO_CONTENT_TYPES,
  sermonFormSchema,
  type Sermon,
  type SermonFormInput,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/** A sermon as its form edits it: a linked recording is the `audio_url` field. */
type SermonRecord = Sermon & { audio_url: string | null };

const asRecord = (sermon: Sermon): SermonRecord => ({
  ...sermon,
  audio_url: sermon.audio && !sermon.audio.uploaded ? sermon.audio.url : null,
});

/** Saves the sermon's fields, then uploads the recording chosen with them, if any. */
async function saveSermon(input: SermonFormInput, id?: number): Promise<Sermon> {
  const { recording, ...fields } = input;
  const saved =
    id === undefined ? await api.sermons.create(fields) : await api.sermons.update(id, fields);
  return recording ? api.sermons.uploadAudio(saved.id, recording) : saved;
}

/**
 * The Media tab's sermons: what the Sermons tab, each sermon's page and
 * /podcast.xml show. A recording is uploaded with the form (MP3 or M4A,
 * checked again by the API) or linked by URL.
 */
export const sermonsResource = englishOnlyResource({
  key: 'sermons',
  calls: {
    list: 'public',
    create: 'POST /api/media/sermons/',
    edit: 'PUT /api/media/sermons/:id/',
    remove: 'DELETE /api/media/sermons/:id/',
  },
  label: 'Sermons',
  list: (signal?: AbortSignal) => api.sermons.list(signal).then((list) => list.map(asRecord)),
  recordId: (sermon) => sermon.id,
  recordLabel: (sermon) => sermon.title,
  columns: [
    { header: 'Date', value: (sermon) => sermon.date },
    { header: 'Title', value: (sermon) => sermon.title },
    { header: 'Preacher', value: (sermon) => sermon.preacher },
    {
      header: 'Recording',
      value: (sermon) => sermon.audio?.url ?? '',
      render: (sermon) =>
        sermon.audio ? (
          <Link href={sermon.audio.url} target="_blank" rel="noopener noreferrer">
            {sermon.audio.uploaded ? 'Uploaded file' : 'Linked'}
          </Link>
        ) : (
          'None'
        ),
    },
  ],
  loadingText: 'Loading sermons...',
  emptyText: 'No sermons found.',
  loadErrorText: 'Failed to fetch sermons',
  remove: {
    call: (sermon) => api.sermons.remove(sermon.id),
    confirmTitle: 'Delete sermon?',
    doneText: 'Sermon deleted',
    failureText: 'Error deleting the sermon. Please try again later.',
  },
  rowActions: [
    {
      label: 'Remove recording',
      call: 'DELETE /api/media/sermons/:id/audio/',
      visible: (sermon) => sermon.audio?.uploaded === true,
      run: (sermon) => api.sermons.removeAudio(sermon.id),
      doneText: 'Recording removed',
      failureText: 'Failed to remove the recording',
    },
  ],
  fields: {
    title: { label: 'Title', kind: 'text' },
    preacher: { label: 'Preacher', kind: 'text' },
    date: { label: 'Date', kind: 'date' },
    scripture: { label: 'Scripture', kind: 'text', hint: 'For example John 10:11–18' },
    description: { label: 'Description', kind: 'multiline', rows: 4 },
    image: { label: 'Image URL', kind: 'imageUrl' },
    recording: {
      label: 'Recording (MP3 or M4A)',
      kind: 'file',
      accept: [...SERMON_AUDIO_CONTENT_TYPES, '.mp3', '.m4a'].join(','),
      buttonLabel: 'Choose a recording',
      hint: 'Replaces the uploaded recording, if any.',
    },
    audio_url: {
      label: 'Recording URL',
      kind: 'text',
      hint: 'Or a link to a recording kept elsewhere (used when none is uploaded).',
    },
    video_url: { label: 'Video URL', kind: 'text' },
  },
  create: {
    route: '/admin/add-sermon',
    schema: sermonFormSchema,
    save: (input) => saveSermon(input),
    title: 'Add Sermon',
    submitLabel: 'Add Sermon',
    busyLabel: 'Saving...',
    successText: 'Success: the sermon was added.',
    failureText: 'There was an error saving the sermon.',
  },
  edit: {
    route: '/admin/edit-sermon/:id',
    schema: sermonFormSchema,
    load: (id, signal) => api.sermons.get(id, signal).then(asRecord),
    save: (input, id) => saveSermon(input, id),
    title: 'Edit Sermon',
    submitLabel: 'Update Sermon',
    busyLabel: 'Updating...',
    successText: 'Success: the sermon was updated.',
    failureText: 'Update Failed: Failed to update the sermon. Try again.',
    loadErrorText: 'Failed to load sermon details.',
  },
});
