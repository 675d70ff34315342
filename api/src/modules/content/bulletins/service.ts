import {
  BULLETIN_DATE_TAKEN_MESSAGE,
  BULLETIN_NOT_FOUND_MESSAGE,
  BULLETIN_UNREADABLE_MESSAGE,
  type Bulletin,
  type BulletinFields,
} from '@parish/shared-types/bulletins';
import type { Database, Executor } from '../../../db';
import { isUniqueViolation } from '../../../db/errors';
import { conflict, notFound, ok, unprocessable, type Result } from '../../../lib/result';
import { PNG, saveWithRecord, type FileStorage, type UploadedFile } from '../../../storage';
import { queueBulletinNotice } from '../../messaging';
import { auditedWrite, type AuditActor, type RecordInTransaction } from '../../platform';
import {
  bulletinJson,
  deleteBulletinRow,
  findBulletinByDate,
  findBulletinRow,
  insertBulletin,
  latestBulletinUpTo,
} from './repository';
import { renderFirstPage, UnreadablePdfError, type PagePreview } from './preview';

export { listBulletins } from './repository';

/** This week's bulletin: the newest for a Sunday on or before the parish's `today`, or null. */
export async function currentBulletin(db: Executor, today: string): Promise<Bulletin | null> {
  return (await latestBulletinUpTo(db, today)) ?? null;
}

/**
 * Publishes a bulletin: draws its first page (a PDF that cannot be read is
 * refused, 422 naming `file`), stores the PDF and the image, then writes its
 * row with `record` (the audit row) in one transaction; the files are
 * removed again if the row cannot be written. A Sunday that has a bulletin
 * already is refused (409 naming `date`): the office deletes the old one
 * first, so nothing published is replaced by mistake.
 */
export async function publishBulletin(
  db: Database,
  storage: FileStorage,
  fields: BulletinFields,
  file: UploadedFile,
  record: RecordInTransaction<Bulletin>,
): Promise<Result<Bulletin>> {
  if (await findBulletinByDate(db, fields.date)) {
    return conflict(BULLETIN_DATE_TAKEN_MESSAGE, 'date');
  }
  let preview: PagePreview;
  try {
    preview = await renderFirstPage(file.data);
  } catch (error) {
    if (error instanceof UnreadablePdfError)
      return unprocessable(BULLETIN_UNREADABLE_MESSAGE, 'file');
    throw error;
  }
  try {
    const bulletin = await saveWithRecord(storage, { area: 'bulletins', ...file }, (fileKey) =>
      saveWithRecord(storage, { area: 'bulletins', data: preview.png, type: PNG }, (previewKey) =>
        db.transaction(async (tx) => {
          const added = await insertBulletin(tx, {
            date: fields.date,
            title: fields.title ?? null,
            titleEs: fields.title_es ?? null,
            filename: file.filename,
            fileKey,
            sizeBytes: file.data.length,
            previewKey,
            previewWidth: preview.width,
            previewHeight: preview.height,
          });
          await record(tx, added);
          return added;
        }),
      ),
    );
    return ok(bulletin);
  } catch (error) {
    // Another upload for the same Sunday got there first.
    if (isUniqueViolation(error)) return conflict(BULLETIN_DATE_TAKEN_MESSAGE, 'date');
    throw error;
  }
}

/**
 * Deletes a bulletin for good, with its audit row, then its PDF and image.
 * Bulletins have no trash: one Sunday holds one bulletin, and a replacement
 * uploaded after a deletion could not take a restored one back.
 */
export async function deleteBulletin(
  db: Database,
  storage: FileStorage,
  actor: AuditActor,
  id: number,
): Promise<Result<void>> {
  const keys: string[] = [];
  const result = await auditedWrite(
    db,
    async (tx) => {
      const row = await findBulletinRow(tx, id);
      if (!row || !(await deleteBulletinRow(tx, id))) {
        return notFound(BULLETIN_NOT_FOUND_MESSAGE, 'id');
      }
      keys.push(row.fileKey, row.previewKey);
      return ok(undefined);
    },
    {
      actor,
      action: 'delete',
      entity: 'bulletin',
      entityId: id,
      before: async (tx) => {
        const row = await findBulletinRow(tx, id);
        return row ? bulletinJson(row) : null;
      },
    },
  );
  // The row is gone; a file left behind by a failed removal is never served again.
  if (result.ok) await Promise.allSettled(keys.map((key) => storage.remove(key)));
  return result;
}

/** "Sunday, December 13, 2026" / "domingo, 13 de diciembre de 2026": a bulletin's Sunday in each language. */
function sundayIn(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * The short campaign "mail the Bulletin topic" queues with an upload: its
 * Sunday's date in the subject, a link to its page, in English and Spanish
 * (one campaign goes to every subscriber of the topic, whatever their language).
 */
export function bulletinNotice(bulletin: Bulletin, siteUrl: string) {
  const english = sundayIn(bulletin.date, 'en-US');
  const spanish = sundayIn(bulletin.date, 'es');
  const page = `${siteUrl}/bulletins/${bulletin.date}`;
  const pageEs = `${siteUrl}/es/bulletins/${bulletin.date}`;
  return {
    subject: `The bulletin for ${english} · El boletín del ${spanish}`,
    body: [
      `The bulletin for ${english} is on the parish website: [read the bulletin](${page}).`,
      '',
      `El boletín del ${spanish} está en el sitio web de la parroquia: [leer el boletín](${pageEs}).`,
    ].join('\n'),
  };
}

/**
 * The upload's audit row and, when the office ticked "mail the Bulletin
 * topic", its campaign: both in the upload's transaction.
 */
export function withBulletinNotice(
  record: RecordInTransaction<Bulletin>,
  notice: { actor: AuditActor; siteUrl: string } | null,
): RecordInTransaction<Bulletin> {
  if (!notice) return record;
  return async (tx, bulletin) => {
    await record(tx, bulletin);
    await queueBulletinNotice(tx, notice.actor, bulletinNotice(bulletin, notice.siteUrl));
  };
}
