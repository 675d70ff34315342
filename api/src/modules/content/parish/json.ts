/** The JSON this feature answers with (see openapi/schemas.ts). */
import {
  type Announcement,
  type HeroSlideRecord,
  type HistoryEntry,
  type ParishContact,
  type ParishDetails,
  type ParishStatement,
  type ServiceTime,
  type SocialLink,
} from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id } from '../../../openapi/schemas';

const parishText = z.string();

export const parishContactJson = shapeOf<ParishContact>()(
  z.object({
    name: parishText,
    address: parishText,
    phone: parishText,
    email: parishText,
    office_hours: parishText,
  }),
);

export const parishStatementJson = shapeOf<ParishStatement>()(
  z.object({ mission: parishText, vision: parishText }),
);

export const serviceTimeJson = shapeOf<ServiceTime>()(
  z.object({ id, label: parishText, time: parishText.describe('h:mm AM/PM'), position: z.int() }),
);

export const historyEntryJson = shapeOf<HistoryEntry>()(
  z.object({ id, when: parishText, title: parishText, text: parishText, position: z.int() }),
);

export const heroSlideJson = shapeOf<HeroSlideRecord>()(
  z.object({
    id,
    caption: parishText,
    alt: parishText,
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

export const announcementJson = shapeOf<Announcement>()(
  z.object({
    id,
    title: parishText,
    text: parishText,
    starts_on: parishText.describe('YYYY-MM-DD'),
    ends_on: parishText.describe('YYYY-MM-DD'),
  }),
);

export const parishDetailsJson = shapeOf<ParishDetails>()(
  z.object({
    contact: parishContactJson,
    statement: parishStatementJson,
    service_times: z.array(z.object({ label: parishText, time: parishText })),
    history: z.array(z.object({ when: parishText, title: parishText, text: parishText })),
    hero_slides: z.array(z.object({ image: parishText, caption: parishText, alt: parishText })),
    social_links: z.array(z.object({ network: parishText, url: parishText })),
    announcements: z.array(
      z.object({
        title: parishText,
        text: parishText,
        starts_on: parishText,
        ends_on: parishText,
      }),
    ),
  }),
);
