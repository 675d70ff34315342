/** The JSON this feature answers with (see openapi/schemas.ts). */
import {
  type Announcement,
  type HeroSlideRecord,
  type HistoryEntry,
  type ParishContact,
  type ParishDetails,
  type ParishStatement,
  type SocialLink,
} from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, nullableText } from '../../../openapi/schemas';

const parishText = z.string();

/**
 * `T` as the API answers it: every translation present, null where the
 * office wrote none (the shared types leave them optional for details made
 * before them).
 */
type Answered<T> = T extends readonly (infer Item)[]
  ? Answered<Item>[]
  : T extends object
    ? { [K in keyof T]-?: Answered<Exclude<T[K], undefined>> }
    : T;

/** The office's Spanish beside a text (issue 36). */
const spanish = (what: string) =>
  nullableText.describe(`The Spanish ${what}; null when the office wrote none`);

export const parishContactJson = shapeOf<Answered<ParishContact>>()(
  z.object({
    name: parishText,
    address: parishText,
    phone: parishText,
    email: parishText,
    office_hours: parishText,
    office_hours_es: spanish('office hours'),
  }),
);

export const parishStatementJson = shapeOf<Answered<ParishStatement>>()(
  z.object({
    mission: parishText,
    vision: parishText,
    mission_es: spanish('mission'),
    vision_es: spanish('vision'),
  }),
);

const historyText = {
  when: parishText,
  title: parishText,
  text: parishText,
  title_es: spanish('title'),
  text_es: spanish('text'),
};

export const historyEntryJson = shapeOf<Answered<HistoryEntry>>()(
  z.object({ id, ...historyText, position: z.int() }),
);

const slideText = {
  caption: parishText,
  alt: parishText,
  caption_es: spanish('caption'),
  alt_es: spanish('text alternative'),
};

export const heroSlideJson = shapeOf<Answered<HeroSlideRecord>>()(
  z.object({
    id,
    ...slideText,
    image_url: parishText.nullable(),
    position: z.int(),
    image: parishText
      .nullable()
      .describe('The uploaded image (/api/uploads/slides/<name>), else image_url'),
    uploaded: z.boolean(),
  }),
);

export const socialLinkJson = shapeOf<SocialLink>()(
  z.object({ id, network: parishText, url: parishText, position: z.int() }),
);

const announcementText = {
  title: parishText,
  text: parishText,
  title_es: spanish('title'),
  text_es: spanish('text'),
  starts_on: parishText.describe('YYYY-MM-DD'),
  ends_on: parishText.describe('YYYY-MM-DD'),
};

export const announcementJson = shapeOf<Answered<Announcement>>()(
  z.object({ id, ...announcementText }),
);

export const parishDetailsJson = shapeOf<Answered<ParishDetails>>()(
  z.object({
    contact: parishContactJson,
    statement: parishStatementJson,
    history: z.array(z.object(historyText)),
    hero_slides: z.array(z.object({ image: parishText, ...slideText })),
    social_links: z.array(z.object({ network: parishText, url: parishText })),
    announcements: z.array(z.object(announcementText)),
  }),
);
