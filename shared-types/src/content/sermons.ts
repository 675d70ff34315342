import { z } from 'zod';
import {
  optionalText,
  optionalUrl,
  optionalUrlOrPath,
  requiredDate,
  requiredText,
} from '../schemas/fields';

export const SERMON_REQUIRED_MESSAGE = 'Title, preacher, date and scripture are required';
export const SERMON_AUDIO_REQUIRED_MESSAGE = 'Please choose an MP3 or M4A file to upload';
export const SERMON_AUDIO_WRONG_TYPE_MESSAGE = 'Please choose an audio file (MP3 or M4A).';
export const SERMON_NOT_FOUND_MESSAGE = 'Sermon not found';

/** What an administrator types for a sermon. Its audio is uploaded apart, or linked here. */
export const sermonInputSchema = z.object({
  title: requiredText(SERMON_REQUIRED_MESSAGE),
  preacher: requiredText(SERMON_REQUIRED_MESSAGE, 120),
  date: requiredDate(SERMON_REQUIRED_MESSAGE),
  scripture: requiredText(SERMON_REQUIRED_MESSAGE, 120),
  description: optionalText(4000, { multiline: true }),
  /** A picture: an http(s) URL or a path on this site (a seed illustration, an uploaded photo). */
  image: optionalUrlOrPath('Please enter a valid image URL'),
  /** A recording kept elsewhere (http/https); an uploaded file replaces it. */
  audio_url: optionalUrl('Please enter a valid audio URL (http or https)'),
  video_url: optionalUrl('Please enter a valid video URL (http or https)'),
  // The Spanish beside the English (docs/i18n.md): optional, blank for none, left out kept.
  title_es: optionalText(200).optional(),
  description_es: optionalText(4000, { multiline: true }).optional(),
});
export type SermonInput = z.output<typeof sermonInputSchema>;

/** A sermon's recording, as a podcast enclosure needs it. */
export interface SermonAudio {
  url: string;
  /** `audio/mpeg` or `audio/mp4`; null when linked without a known type. */
  type: string | null;
  /** Bytes; null for a linked recording of unknown size. */
  length: number | null;
  /** Whether the file was uploaded to the parish's storage (removed with the sermon). */
  uploaded: boolean;
}

export interface Sermon {
  id: number;
  title: string;
  preacher: string;
  /** `YYYY-MM-DD`. */
  date: string;
  scripture: string;
  description: string | null;
  image: string | null;
  audio: SermonAudio | null;
  video_url: string | null;
  /** The Spanish title and description the office wrote; null for none (the page shows the English). */
  title_es: string | null;
  description_es: string | null;
}

/** What a browser calls the recordings the API takes (it judges the bytes; the form the type). */
export const SERMON_AUDIO_CONTENT_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a'] as const;

const isChosenFile = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0;

/**
 * The dashboard's sermon form: the sermon's fields and, optionally, a
 * recording to upload with it (sent apart, to `apiPaths.sermonAudio`).
 */
export const sermonFormSchema = sermonInputSchema.extend({
  recording: z
    .custom<Blob | null | undefined>(
      (value) => value === null || value === undefined || isChosenFile(value),
      SERMON_AUDIO_REQUIRED_MESSAGE,
    )
    .refine(
      (file) => !file || (SERMON_AUDIO_CONTENT_TYPES as readonly string[]).includes(file.type),
      SERMON_AUDIO_WRONG_TYPE_MESSAGE,
    ),
});
export type SermonFormInput = z.output<typeof sermonFormSchema>;
