import {
  apiPaths,
  SERMON_NOT_FOUND_MESSAGE,
  type Sermon,
  type SermonInput,
} from '@parish/shared-types';
import type { Database, Executor } from '../../../db';
import type { RecordInTransaction } from '../../platform';
import type { sermons } from '../tables';
import { notFound, ok, type Result } from '../../../lib/result';
import { saveWithRecord, type FileStorage, type UploadedFile } from '../../../storage';
import { deleteSermonRow, replaceSermonAudio, type SermonRow } from './repository';

/** The recording's public address: our file when uploaded, else the linked one. */
export function toSermonJson(row: SermonRow): Sermon {
  const uploadedName = row.audioKey?.split('/').pop();
  return {
    id: row.id,
    title: row.title,
    preacher: row.preacher,
    date: row.date,
    scripture: row.scripture,
    description: row.description,
    image: row.image,
    audio: uploadedName
      ? {
          url: apiPaths.audioFile(uploadedName),
          type: row.audioType,
          length: row.audioBytes,
          uploaded: true,
        }
      : row.audioUrl
        ? { url: row.audioUrl, type: row.audioType, length: row.audioBytes, uploaded: false }
        : null,
    video_url: row.videoUrl,
    title_es: row.titleEs,
    description_es: row.descriptionEs,
  };
}

export function sermonColumns(input: SermonInput): Partial<typeof sermons.$inferInsert> & {
  title: string;
  preacher: string;
  date: string;
  scripture: string;
} {
  return {
    title: input.title,
    preacher: input.preacher,
    date: input.date,
    scripture: input.scripture,
    description: input.description,
    image: input.image,
    audioUrl: input.audio_url,
    videoUrl: input.video_url,
    // The Spanish: a blank clears it, one left out is kept (drizzle skips undefined).
    titleEs: input.title_es,
    descriptionEs: input.description_es,
  };
}

/** Stores the recording, then points the sermon at it; the recording it replaces is removed. */
export async function uploadSermonAudio(
  db: Database,
  storage: FileStorage,
  id: number,
  file: UploadedFile,
  record?: RecordInTransaction<{ before: Sermon; after: Sermon }>,
): Promise<Result<Sermon>> {
  const replaced = await saveWithRecord(storage, { area: 'audio', ...file }, (key) =>
    replaceSermonAudio(
      db,
      id,
      { key, type: file.type.contentType, bytes: file.data.length },
      inJson(record),
    ).then((result) => {
      // No sermon: the file just stored must go too (saveWithRecord removes it on a throw).
      if (!result) throw new SermonMissing();
      return result;
    }),
  ).catch((error: unknown) => {
    if (error instanceof SermonMissing) return undefined;
    throw error;
  });
  if (!replaced) return notFound(SERMON_NOT_FOUND_MESSAGE);
  if (replaced.before.audioKey) await storage.remove(replaced.before.audioKey);
  return ok(toSermonJson(replaced.after));
}

/** Takes the uploaded recording off a sermon (a linked one stays) and removes the file. */
export async function removeSermonAudio(
  db: Database,
  storage: FileStorage,
  id: number,
  record?: RecordInTransaction<{ before: Sermon; after: Sermon }>,
): Promise<Result<Sermon>> {
  const replaced = await replaceSermonAudio(db, id, null, inJson(record));
  if (!replaced) return notFound(SERMON_NOT_FOUND_MESSAGE);
  if (replaced.before.audioKey) await storage.remove(replaced.before.audioKey);
  return ok(toSermonJson(replaced.after));
}

/** Deletes the sermon, then its uploaded recording. */
export async function deleteSermon(
  db: Database,
  storage: FileStorage,
  id: number,
  record?: RecordInTransaction<Sermon>,
): Promise<Result<void>> {
  const row = await deleteSermonRow(
    db,
    id,
    record && ((tx, deleted) => record(tx, toSermonJson(deleted))),
  );
  if (!row) return notFound(SERMON_NOT_FOUND_MESSAGE);
  if (row.audioKey) await storage.remove(row.audioKey);
  return ok(undefined);
}

class SermonMissing extends Error {}

/** The audit hook of a replaced recording, given the sermon's JSON before and after. */
function inJson(record?: RecordInTransaction<{ before: Sermon; after: Sermon }>) {
  return (
    record &&
    ((tx: Executor, rows: { before: SermonRow; after: SermonRow }) =>
      record(tx, { before: toSermonJson(rows.before), after: toSermonJson(rows.after) }))
  );
}
