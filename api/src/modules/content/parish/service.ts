import {
  apiPaths,
  HERO_SLIDE_NOT_FOUND_MESSAGE,
  PARISH_DETAILS_DEFAULTS,
  type HeroSlideInput,
  type HeroSlideRecord,
  type ParishContact,
  type ParishDetails,
  type ParishStatement,
} from '@parish/shared-types';
import type { Database, Executor } from '../../../db';
import type { announcements } from '../tables';
import type { RecordInTransaction } from '../../platform';
import { notFound, ok, type Result } from '../../../lib/result';
import { saveWithRecord, type FileStorage, type UploadedFile } from '../../../storage';
import {
  deleteSlideRow,
  findProfile,
  readAll,
  replaceSlideImage,
  saveProfile,
  type HeroSlideRow,
  type ProfileRow,
  type SlideImageChange,
} from './repository';

const DEFAULT_PROFILE = {
  ...PARISH_DETAILS_DEFAULTS.contact,
  ...PARISH_DETAILS_DEFAULTS.statement,
  office_hours_es: null,
  mission_es: null,
  vision_es: null,
};

function profileOf(row: ProfileRow | undefined) {
  if (!row) return DEFAULT_PROFILE;
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    office_hours: row.officeHours,
    office_hours_es: row.officeHoursEs,
    mission: row.mission,
    vision: row.vision,
    mission_es: row.missionEs,
    vision_es: row.visionEs,
  };
}

// The profile row's columns, as a write and the seed make them. A translation left out of
// the body (undefined) keeps the stored one; a blank one is null.
export const contactColumns = (contact: ParishContact) => ({
  name: contact.name,
  address: contact.address,
  phone: contact.phone,
  email: contact.email,
  officeHours: contact.office_hours,
  officeHoursEs: contact.office_hours_es,
});

export const statementColumns = (statement: ParishStatement) => ({
  mission: statement.mission,
  vision: statement.vision,
  missionEs: statement.mission_es,
  visionEs: statement.vision_es,
});

const DEFAULT_COLUMNS = {
  ...contactColumns(DEFAULT_PROFILE),
  ...statementColumns(DEFAULT_PROFILE),
};

const contactOf = (row: ProfileRow | undefined): ParishContact => {
  const { name, address, phone, email, office_hours, office_hours_es } = profileOf(row);
  return { name, address, phone, email, office_hours, office_hours_es };
};

const statementOf = (row: ProfileRow | undefined): ParishStatement => {
  const { mission, vision, mission_es, vision_es } = profileOf(row);
  return { mission, vision, mission_es, vision_es };
};

/** Name, address, phone, e-mail and office hours: the compiled ones until the office saves its own. */
export async function getContact(db: Executor): Promise<ParishContact> {
  return contactOf(await findProfile(db));
}

export async function saveContact(db: Executor, input: ParishContact): Promise<ParishContact> {
  return contactOf(await saveProfile(db, DEFAULT_COLUMNS, contactColumns(input)));
}

export async function getStatement(db: Executor): Promise<ParishStatement> {
  return statementOf(await findProfile(db));
}

export async function saveStatement(
  db: Executor,
  input: ParishStatement,
): Promise<ParishStatement> {
  return statementOf(await saveProfile(db, DEFAULT_COLUMNS, statementColumns(input)));
}

/** The picture the site shows: the uploaded file, else the URL. */
export function toSlideJson(row: HeroSlideRow): HeroSlideRecord {
  const uploadedName = row.imageKey?.split('/').pop();
  return {
    id: row.id,
    caption: row.caption,
    alt: row.alt,
    caption_es: row.captionEs,
    alt_es: row.altEs,
    image_url: row.imageUrl,
    position: row.position,
    image: uploadedName ? apiPaths.slideFile(uploadedName) : row.imageUrl,
    uploaded: Boolean(uploadedName),
  };
}

export const slideColumns = (input: HeroSlideInput) => ({
  caption: input.caption,
  alt: input.alt,
  captionEs: input.caption_es,
  altEs: input.alt_es,
  imageUrl: input.image_url,
  position: input.position,
});

type AnnouncementRow = typeof announcements.$inferSelect;

/** An announcement as the API answers it (the dashboard's record adds its `id`). */
export function toAnnouncementJson(
  row: Pick<AnnouncementRow, 'title' | 'text' | 'titleEs' | 'textEs' | 'startsOn' | 'endsOn'>,
) {
  return {
    title: row.title,
    text: row.text,
    title_es: row.titleEs,
    text_es: row.textEs,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
  };
}

/** Everything the site shows about the parish on `today` (`YYYY-MM-DD`, the parish's date). */
export async function parishDetails(db: Executor, today: string): Promise<ParishDetails> {
  const { profile, history, slides, links, notices } = await readAll(db, today);
  return {
    contact: contactOf(profile),
    statement: statementOf(profile),
    history: history.map((row) => ({
      when: row.when,
      title: row.title,
      text: row.text,
      title_es: row.titleEs,
      text_es: row.textEs,
    })),
    hero_slides: slides.flatMap((row) => {
      const { image, caption, alt, caption_es, alt_es } = toSlideJson(row);
      // A slide saved before its image was uploaded is not shown yet.
      return image ? [{ image, caption, alt, caption_es, alt_es }] : [];
    }),
    social_links: links.map(({ network, url }) => ({ network, url })),
    announcements: notices.map(toAnnouncementJson),
  };
}

/** Stores the image, then points the slide at it; the image it replaces is removed. */
export async function uploadSlideImage(
  db: Database,
  storage: FileStorage,
  id: number,
  file: UploadedFile,
  /** Writes the audit row in the transaction that replaces the image. */
  record?: (tx: Executor, change: SlideImageChange) => Promise<void>,
): Promise<Result<HeroSlideRecord>> {
  const replaced = await saveWithRecord(storage, { area: 'slides', ...file }, (key) =>
    replaceSlideImage(db, id, key, record).then((result) => {
      // No slide: the file just stored must go too (saveWithRecord removes it on a throw).
      if (!result) throw new SlideMissing();
      return result;
    }),
  ).catch((error: unknown) => {
    if (error instanceof SlideMissing) return undefined;
    throw error;
  });
  if (!replaced) return notFound(HERO_SLIDE_NOT_FOUND_MESSAGE);
  if (replaced.before.imageKey) await storage.remove(replaced.before.imageKey);
  return ok(toSlideJson(replaced.after));
}

/** Deletes the slide, then its uploaded image. */
export async function deleteSlide(
  db: Database,
  storage: FileStorage,
  id: number,
  /** Writes the audit row in the transaction that deletes the slide. */
  record?: RecordInTransaction<HeroSlideRecord>,
): Promise<Result<void>> {
  const row = await db.transaction(async (tx) => {
    const deleted = await deleteSlideRow(tx, id);
    if (deleted) await record?.(tx, toSlideJson(deleted));
    return deleted;
  });
  if (!row) return notFound(HERO_SLIDE_NOT_FOUND_MESSAGE);
  if (row.imageKey) await storage.remove(row.imageKey);
  return ok(undefined);
}

class SlideMissing extends Error {}
