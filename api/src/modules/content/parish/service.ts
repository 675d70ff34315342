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
};

function profileOf(row: ProfileRow | undefined) {
  if (!row) return DEFAULT_PROFILE;
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    office_hours: row.officeHours,
    mission: row.mission,
    vision: row.vision,
  };
}

const profileColumns = (profile: ParishContact & ParishStatement) => ({
  name: profile.name,
  address: profile.address,
  phone: profile.phone,
  email: profile.email,
  officeHours: profile.office_hours,
  mission: profile.mission,
  vision: profile.vision,
});

const contactOf = (row: ProfileRow | undefined): ParishContact => {
  const { name, address, phone, email, office_hours } = profileOf(row);
  return { name, address, phone, email, office_hours };
};

const statementOf = (row: ProfileRow | undefined): ParishStatement => {
  const { mission, vision } = profileOf(row);
  return { mission, vision };
};

/** Name, address, phone, e-mail and office hours: the compiled ones until the office saves its own. */
export async function getContact(db: Executor): Promise<ParishContact> {
  return contactOf(await findProfile(db));
}

export async function saveContact(db: Executor, input: ParishContact): Promise<ParishContact> {
  const {
    mission: _mission,
    vision: _vision,
    ...contact
  } = profileColumns({
    ...DEFAULT_PROFILE,
    ...input,
  });
  return contactOf(await saveProfile(db, profileColumns(DEFAULT_PROFILE), contact));
}

export async function getStatement(db: Executor): Promise<ParishStatement> {
  return statementOf(await findProfile(db));
}

export async function saveStatement(
  db: Executor,
  input: ParishStatement,
): Promise<ParishStatement> {
  return statementOf(
    await saveProfile(db, profileColumns(DEFAULT_PROFILE), {
      mission: input.mission,
      vision: input.vision,
    }),
  );
}

/** The picture the site shows: the uploaded file, else the URL. */
export function toSlideJson(row: HeroSlideRow): HeroSlideRecord {
  const uploadedName = row.imageKey?.split('/').pop();
  return {
    id: row.id,
    caption: row.caption,
    alt: row.alt,
    image_url: row.imageUrl,
    position: row.position,
    image: uploadedName ? apiPaths.slideFile(uploadedName) : row.imageUrl,
    uploaded: Boolean(uploadedName),
  };
}

export const slideColumns = (input: HeroSlideInput) => ({
  caption: input.caption,
  alt: input.alt,
  imageUrl: input.image_url,
  position: input.position,
});

/** Everything the site shows about the parish on `today` (`YYYY-MM-DD`, the parish's date). */
export async function parishDetails(db: Executor, today: string): Promise<ParishDetails> {
  const { profile, times, history, slides, links, notices } = await readAll(db, today);
  return {
    contact: contactOf(profile),
    statement: statementOf(profile),
    service_times: times.map(({ label, time }) => ({ label, time })),
    history: history.map(({ when, title, text }) => ({ when, title, text })),
    hero_slides: slides.flatMap((row) => {
      const { image, caption, alt } = toSlideJson(row);
      // A slide saved before its image was uploaded is not shown yet.
      return image ? [{ image, caption, alt }] : [];
    }),
    social_links: links.map(({ network, url }) => ({ network, url })),
    announcements: notices.map((row) => ({
      title: row.title,
      text: row.text,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
    })),
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
