import { Link } from '@mui/material';
import {
  SERMON_AUDIO_CONTENT_TYPES,
  sermonFormSchema,
  type Sermon,
  type SermonFormInput,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';

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
export const sermonsResource = defineResource({
  key: 'sermons',
  calls: {
    list: 'public',
    create: 'POST /api/media/sermons/',
    edit: 'PUT /api/media/sermons/:id/',
    remove: 'DELETE /api/media/sermons/:id/',
  },
  label: 'admin.media.sermons.label',
  list: (signal?: AbortSignal) => api.sermons.list(signal).then((list) => list.map(asRecord)),
  recordId: (sermon) => sermon.id,
  recordLabel: (sermon) => sermon.title,
  columns: [
    { header: 'admin.media.date', value: (sermon) => sermon.date },
    { header: 'admin.media.title', value: (sermon) => sermon.title },
    { header: 'admin.media.sermons.preacher', value: (sermon) => sermon.preacher },
    {
      header: 'admin.media.sermons.recording',
      value: (sermon) => sermon.audio?.url ?? '',
      render: (sermon, { t }) =>
        sermon.audio ? (
          <Link href={sermon.audio.url} target="_blank" rel="noopener noreferrer">
            {t(
              sermon.audio.uploaded
                ? 'admin.media.sermons.uploadedFile'
                : 'admin.media.sermons.linked',
            )}
          </Link>
        ) : (
          t('admin.media.sermons.none')
        ),
    },
  ],
  loadingText: 'admin.media.sermons.loading',
  emptyText: 'admin.media.sermons.empty',
  loadErrorText: 'admin.media.sermons.loadError',
  remove: {
    call: (sermon) => api.sermons.remove(sermon.id),
    confirmTitle: 'admin.media.sermons.delete.confirmTitle',
    doneText: 'admin.media.sermons.delete.done',
    failureText: 'admin.media.sermons.delete.failed',
  },
  rowActions: [
    {
      label: 'admin.media.sermons.removeRecording.label',
      call: 'DELETE /api/media/sermons/:id/audio/',
      visible: (sermon) => sermon.audio?.uploaded === true,
      run: (sermon) => api.sermons.removeAudio(sermon.id),
      doneText: 'admin.media.sermons.removeRecording.done',
      failureText: 'admin.media.sermons.removeRecording.failed',
    },
  ],
  fields: {
    title: { label: 'admin.media.title', kind: 'text' },
    preacher: { label: 'admin.media.sermons.preacher', kind: 'text' },
    date: { label: 'admin.media.date', kind: 'date' },
    scripture: {
      label: 'admin.media.sermons.fields.scripture',
      kind: 'text',
      hint: 'admin.media.sermons.fields.scriptureHint',
    },
    description: { label: 'admin.media.description', kind: 'multiline', rows: 4 },
    image: { label: 'admin.media.imageUrl', kind: 'imageUrl' },
    recording: {
      label: 'admin.media.sermons.fields.recording',
      kind: 'file',
      accept: [...SERMON_AUDIO_CONTENT_TYPES, '.mp3', '.m4a'].join(','),
      buttonLabel: 'admin.media.sermons.fields.recordingButton',
      hint: 'admin.media.sermons.fields.recordingHint',
    },
    audio_url: {
      label: 'admin.media.sermons.fields.audioUrl',
      kind: 'text',
      hint: 'admin.media.sermons.fields.audioUrlHint',
    },
    video_url: { label: 'admin.media.sermons.fields.videoUrl', kind: 'text' },
  },
  create: {
    route: '/admin/add-sermon',
    schema: sermonFormSchema,
    save: (input) => saveSermon(input),
    title: 'admin.media.sermons.create.title',
    submitLabel: 'admin.media.sermons.create.title',
    busyLabel: 'admin.media.busy.saving',
    successText: 'admin.media.sermons.create.success',
    failureText: 'admin.media.sermons.create.failed',
  },
  edit: {
    route: '/admin/edit-sermon/:id',
    schema: sermonFormSchema,
    load: (id, signal) => api.sermons.get(id, signal).then(asRecord),
    save: (input, id) => saveSermon(input, id),
    title: 'admin.media.sermons.edit.title',
    submitLabel: 'admin.media.sermons.edit.submit',
    busyLabel: 'admin.media.busy.updating',
    successText: 'admin.media.sermons.edit.success',
    failureText: 'admin.media.sermons.edit.failed',
    loadErrorText: 'admin.media.sermons.edit.loadError',
  },
});
