import { z } from 'zod';
import { optionalText, requiredDate } from '../schemas/fields';

/*
 * The weekly bulletin (issue 37, docs/bulletins.md): the office uploads the
 * PDF for a Sunday; the site lists them newest first (`/bulletins`), links
 * this week's from the home page, and shows each with an image of its first
 * page, made by the API when the PDF is uploaded, and a download.
 *
 * A subpath of its own (`@parish/shared-types/bulletins`), as the sacrament
 * requests' schemas are, so the shared copy every page loads does not grow.
 */

export const BULLETIN_DATE_MESSAGE = 'Please choose the Sunday the bulletin is for';
export const BULLETIN_SUNDAY_MESSAGE = 'A bulletin is for a Sunday: please choose a Sunday';
export const BULLETIN_FILE_MESSAGE = 'Please choose the bulletin’s PDF file';
export const BULLETIN_WRONG_TYPE_MESSAGE = 'Please choose a PDF file.';
export const BULLETIN_UNREADABLE_MESSAGE =
  'This PDF could not be read. Please export it again and upload it.';
export const BULLETIN_DATE_TAKEN_MESSAGE =
  'There is already a bulletin for this Sunday. Delete it first to upload another.';
export const BULLETIN_NOT_FOUND_MESSAGE = 'Bulletin not found';

/** What a browser calls the one file the API takes (it judges the bytes; the form the declared type). */
export const BULLETIN_CONTENT_TYPES = ['application/pdf'] as const;

/** Whether `date` (`YYYY-MM-DD`) is a Sunday. */
export function isSunday(date: string): boolean {
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
}

/** The text fields of an upload: the API reads them beside the file. */
export const bulletinFieldsSchema = z.object({
  /** The Sunday it is for, `YYYY-MM-DD`: one bulletin per Sunday. */
  date: requiredDate(BULLETIN_DATE_MESSAGE).refine(isSunday, BULLETIN_SUNDAY_MESSAGE),
  /** An optional title ("Christmas issue"); the page shows the date when there is none. */
  title: optionalText(200).optional(),
  title_es: optionalText(200).optional(),
  /**
   * Ticked: a short campaign to the Bulletin topic (its Sunday's date, a link
   * to its page) is queued with the upload (docs/bulletins.md). A form sends `true`;
   * unticked, it is left out.
   */
  mail_topic: z
    .preprocess(
      (value) => (value === true || value === 'true' ? true : undefined),
      z.literal(true).optional(),
    )
    .optional(),
});
export type BulletinFields = z.output<typeof bulletinFieldsSchema>;

const isChosenFile = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0;

/** The dashboard's upload form: the fields and the chosen PDF (sent as multipart field `file`). */
export const bulletinUploadSchema = bulletinFieldsSchema.extend({
  file: z
    .custom<Blob>(isChosenFile, BULLETIN_FILE_MESSAGE)
    .refine(
      (file) => (BULLETIN_CONTENT_TYPES as readonly string[]).includes(file.type),
      BULLETIN_WRONG_TYPE_MESSAGE,
    ),
});
export type BulletinUpload = z.output<typeof bulletinUploadSchema>;
export type BulletinUploadInput = z.input<typeof bulletinUploadSchema>;

export interface Bulletin {
  id: number;
  /** The Sunday it is for, `YYYY-MM-DD`. */
  date: string;
  title: string | null;
  /** The Spanish title; null for none (Spanish pages show the English, or the date). */
  title_es: string | null;
  /** The uploaded file's name, as the office's computer called it. */
  filename: string;
  /** The PDF, downloaded. */
  file_url: string;
  size_bytes: number;
  /** A PNG of the first page, made by the API on upload. */
  preview_url: string;
  preview_width: number;
  preview_height: number;
  uploaded_at: string;
}

/**
 * The multipart body of an upload (`api.bulletins.upload`): its fields and
 * the PDF in field `file`. Here, not with the calls, so that only the
 * dashboard's code carries it.
 */
export function bulletinFormData(input: BulletinUpload): FormData {
  const form = new FormData();
  form.append('date', input.date);
  if (input.title) form.append('title', input.title);
  if (input.title_es) form.append('title_es', input.title_es);
  if (input.mail_topic) form.append('mail_topic', 'true');
  const name = 'name' in input.file ? String(input.file.name) : '';
  if (name) form.append('file', input.file, name);
  else form.append('file', input.file);
  return form;
}
