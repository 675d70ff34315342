import { z } from 'zod';
import {
  optionalText,
  optionalUrlOrPath,
  requiredDate,
  requiredEmail,
  requiredInteger,
  requiredText,
  requiredUrl,
} from '../schemas/fields';

/*
 * The parish's details as the office edits them in the dashboard (issue 26):
 * one schema per part, used by the API (it refuses a bad value with the
 * field's message) and by each dashboard form, and by the site's readers,
 * which keep the last good value of a part the API answered badly.
 *
 * The office's texts have their Spanish beside the English (issue 36,
 * docs/i18n.md): `office_hours_es` beside `office_hours`, optional, a blank
 * one null. The API always answers them (null for none); the types leave
 * them optional, as details made before them (a test's, an older answer)
 * lack them, and a page shows the English then (parishDetailsIn.ts).
 */

export const PARISH_NAME_REQUIRED_MESSAGE = "Please enter the parish's name";
export const PARISH_ADDRESS_REQUIRED_MESSAGE = "Please enter the parish's address";
export const PARISH_PHONE_REQUIRED_MESSAGE = "Please enter the office's phone number";
export const PARISH_PHONE_INVALID_MESSAGE =
  'Enter a phone number with 7 to 15 digits, such as (555) 555-0100';
export const PARISH_EMAIL_REQUIRED_MESSAGE = "Please enter the office's e-mail address";
export const PARISH_EMAIL_INVALID_MESSAGE = 'Please enter a valid e-mail address';
export const OFFICE_HOURS_REQUIRED_MESSAGE = 'Please enter the office hours';
export const MISSION_REQUIRED_MESSAGE = 'Please enter the mission';
export const VISION_REQUIRED_MESSAGE = 'Please enter the vision';
export const POSITION_REQUIRED_MESSAGE = 'Please enter the order (0 comes first)';
export const HISTORY_REQUIRED_MESSAGE = 'When, title and text are required';
export const SLIDE_CAPTION_REQUIRED_MESSAGE = 'Please enter a caption';
export const SLIDE_ALT_REQUIRED_MESSAGE =
  'Please describe the picture for people who cannot see it';
export const SLIDE_IMAGE_INVALID_MESSAGE = 'Please enter a valid image URL';
export const SLIDE_IMAGE_REQUIRED_MESSAGE = 'Please choose an image to upload';
export const SLIDE_IMAGE_WRONG_TYPE_MESSAGE = 'Please choose an image (JPEG, PNG, GIF or WebP).';
export const SOCIAL_NETWORK_REQUIRED_MESSAGE = 'Please name the network, such as Facebook';
export const SOCIAL_URL_REQUIRED_MESSAGE = 'Please enter the page address';
export const SOCIAL_URL_INVALID_MESSAGE = 'Enter a web address starting with https://';
export const ANNOUNCEMENT_REQUIRED_MESSAGE = 'Title, text, start and end dates are required';
export const ANNOUNCEMENT_ENDS_BEFORE_START_MESSAGE =
  'The end date must be on or after the start date';
export const PARISH_PROFILE_NOT_FOUND_MESSAGE = 'The parish has one record of each: id 1';
export const HISTORY_ENTRY_NOT_FOUND_MESSAGE = 'History entry not found';
export const HERO_SLIDE_NOT_FOUND_MESSAGE = 'Slide not found';
export const SOCIAL_LINK_NOT_FOUND_MESSAGE = 'Social link not found';
export const ANNOUNCEMENT_NOT_FOUND_MESSAGE = 'Announcement not found';

const position = requiredInteger(POSITION_REQUIRED_MESSAGE, { min: 0, max: 999 });

/** Name, address, phone, e-mail and office hours: the footer, /about, the chat, mails. */
export const parishContactSchema = z.object({
  name: requiredText(PARISH_NAME_REQUIRED_MESSAGE, 120),
  address: requiredText(PARISH_ADDRESS_REQUIRED_MESSAGE, 200),
  phone: requiredText(PARISH_PHONE_REQUIRED_MESSAGE, 40).refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
  }, PARISH_PHONE_INVALID_MESSAGE),
  email: requiredEmail(PARISH_EMAIL_REQUIRED_MESSAGE, PARISH_EMAIL_INVALID_MESSAGE),
  office_hours: requiredText(OFFICE_HOURS_REQUIRED_MESSAGE, 200),
  office_hours_es: optionalText(200).optional(),
});
export type ParishContact = z.output<typeof parishContactSchema>;
/** The contact as the dashboard edits it: one record, id 1. */
export type ParishContactRecord = ParishContact & { id: number };

/** The mission and vision: the home page's about section and /about. */
export const parishStatementSchema = z.object({
  mission: requiredText(MISSION_REQUIRED_MESSAGE, 1000, { multiline: true }),
  vision: requiredText(VISION_REQUIRED_MESSAGE, 1000, { multiline: true }),
  mission_es: optionalText(1000, { multiline: true }).optional(),
  vision_es: optionalText(1000, { multiline: true }).optional(),
});
export type ParishStatement = z.output<typeof parishStatementSchema>;
export type ParishStatementRecord = ParishStatement & { id: number };

/** An entry of the About page's History (1950, 1975, Today). */
export const historyEntrySchema = z.object({
  when: requiredText(HISTORY_REQUIRED_MESSAGE, 20),
  title: requiredText(HISTORY_REQUIRED_MESSAGE, 120),
  text: requiredText(HISTORY_REQUIRED_MESSAGE, 1000, { multiline: true }),
  title_es: optionalText(120).optional(),
  text_es: optionalText(1000, { multiline: true }).optional(),
  position,
});
export type HistoryEntryInput = z.output<typeof historyEntrySchema>;
export interface HistoryEntry extends HistoryEntryInput {
  id: number;
}

/**
 * A slide of the home page's hero: its caption, its text alternative, and
 * its picture, uploaded (through the API's storage) or named by URL.
 */
export const heroSlideSchema = z.object({
  caption: requiredText(SLIDE_CAPTION_REQUIRED_MESSAGE, 160),
  alt: requiredText(SLIDE_ALT_REQUIRED_MESSAGE, 300),
  caption_es: optionalText(160).optional(),
  alt_es: optionalText(300).optional(),
  /** A picture kept elsewhere or a path on this site; an uploaded image replaces it. */
  image_url: optionalUrlOrPath(SLIDE_IMAGE_INVALID_MESSAGE),
  position,
});
export type HeroSlideInput = z.output<typeof heroSlideSchema>;
export interface HeroSlideRecord extends HeroSlideInput {
  id: number;
  /** The picture the site shows: the uploaded file's address, else `image_url`; null for none. */
  image: string | null;
  /** Whether the picture is a file uploaded to the parish's storage. */
  uploaded: boolean;
}

/** What a browser calls the images the API takes for a slide (it judges the bytes). */
export const SLIDE_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const isChosenFile = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0;

/** The dashboard's slide form: the slide's fields and, optionally, an image to upload. */
export const heroSlideFormSchema = heroSlideSchema.extend({
  picture: z
    .custom<Blob | null | undefined>(
      (value) => value === null || value === undefined || isChosenFile(value),
      SLIDE_IMAGE_REQUIRED_MESSAGE,
    )
    .refine(
      (file) => !file || SLIDE_IMAGE_CONTENT_TYPES.includes(file.type),
      SLIDE_IMAGE_WRONG_TYPE_MESSAGE,
    ),
});
export type HeroSlideFormInput = z.output<typeof heroSlideFormSchema>;

/** A link to the parish's page on a social network. */
export const socialLinkSchema = z.object({
  network: requiredText(SOCIAL_NETWORK_REQUIRED_MESSAGE, 40),
  url: requiredUrl(SOCIAL_URL_REQUIRED_MESSAGE, SOCIAL_URL_INVALID_MESSAGE).refine(
    (value) => /^https?:\/\//.test(value),
    SOCIAL_URL_INVALID_MESSAGE,
  ),
  position,
});
export type SocialLinkInput = z.output<typeof socialLinkSchema>;
export interface SocialLink extends SocialLinkInput {
  id: number;
}

/** A notice the site shows from its start date to its end date, both included. */
export const announcementSchema = z
  .object({
    title: requiredText(ANNOUNCEMENT_REQUIRED_MESSAGE, 120),
    text: requiredText(ANNOUNCEMENT_REQUIRED_MESSAGE, 1000, { multiline: true }),
    title_es: optionalText(120).optional(),
    text_es: optionalText(1000, { multiline: true }).optional(),
    starts_on: requiredDate(ANNOUNCEMENT_REQUIRED_MESSAGE),
    ends_on: requiredDate(ANNOUNCEMENT_REQUIRED_MESSAGE),
  })
  .refine((value) => value.ends_on >= value.starts_on, {
    message: ANNOUNCEMENT_ENDS_BEFORE_START_MESSAGE,
    path: ['ends_on'],
  });
export type AnnouncementInput = z.output<typeof announcementSchema>;
export interface Announcement extends AnnouncementInput {
  id: number;
}

/** A slide as the site shows it. */
export interface HeroSlide {
  image: string;
  caption: string;
  alt: string;
  /** The office's Spanish caption and text alternative; null (or absent) for none. */
  caption_es?: string | null;
  alt_es?: string | null;
}

/**
 * Everything the site shows about the parish, as `GET /api/parish/` answers
 * it: lists in their order, slides with a picture only, and the
 * announcements of the day only.
 */
export interface ParishDetails {
  contact: ParishContact;
  statement: ParishStatement;
  history: Omit<HistoryEntryInput, 'position'>[];
  hero_slides: HeroSlide[];
  social_links: { network: string; url: string }[];
  announcements: AnnouncementInput[];
}

const listOf = <S extends z.ZodObject>(item: S) => z.array(item).max(100);

/** The public answer's parts, each checked on its own by a reader. */
export const parishDetailsPartSchemas = {
  contact: parishContactSchema,
  statement: parishStatementSchema,
  history: listOf(historyEntrySchema.omit({ position: true })),
  hero_slides: listOf(
    z.object({
      image: requiredUrl(SLIDE_IMAGE_REQUIRED_MESSAGE, SLIDE_IMAGE_INVALID_MESSAGE),
      caption: heroSlideSchema.shape.caption,
      alt: heroSlideSchema.shape.alt,
      caption_es: heroSlideSchema.shape.caption_es,
      alt_es: heroSlideSchema.shape.alt_es,
    }),
  ),
  social_links: listOf(socialLinkSchema.omit({ position: true })),
  announcements: listOf(
    z.object({
      title: requiredText(ANNOUNCEMENT_REQUIRED_MESSAGE, 120),
      text: requiredText(ANNOUNCEMENT_REQUIRED_MESSAGE, 1000, { multiline: true }),
      title_es: optionalText(120).optional(),
      text_es: optionalText(1000, { multiline: true }).optional(),
      starts_on: requiredDate(ANNOUNCEMENT_REQUIRED_MESSAGE),
      ends_on: requiredDate(ANNOUNCEMENT_REQUIRED_MESSAGE),
    }),
  ),
} as const;

/**
 * The parish's details from an API answer, part by part: a part missing or
 * failing its schema (an older API, a hand-edited row) is taken from
 * `fallback`, the last good value a reader kept (or the compiled defaults),
 * so a bad value never breaks a page.
 */
export function readParishDetails(answer: unknown, fallback: ParishDetails): ParishDetails {
  const source = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const part = <K extends keyof ParishDetails>(key: K): ParishDetails[K] => {
    const parsed = parishDetailsPartSchemas[key].safeParse(source[key]);
    return parsed.success ? (parsed.data as ParishDetails[K]) : fallback[key];
  };
  return {
    contact: part('contact'),
    statement: part('statement'),
    history: part('history'),
    hero_slides: part('hero_slides'),
    social_links: part('social_links'),
    announcements: part('announcements'),
  };
}
