/*
 * The parish's details as a page in a language shows them (issue 36): the
 * office's Spanish where it wrote one, else the English, named in each
 * record's `untranslated` (docs/i18n.md). No zod here: the footer and the
 * home page use this on every first load (see parishDisplay.ts).
 */
import type { Language } from '../i18n/languages';
import { localize, type Localized } from '../i18n/translatedContent';
import type { ParishDetails } from './parishDetails';

/** What the office may write in Spanish beside the English, part by part (`office_hours_es`, …). */
export const PARISH_TRANSLATED_FIELDS = {
  contact: ['office_hours'],
  statement: ['mission', 'vision'],
  history: ['title', 'text'],
  hero_slides: ['caption', 'alt'],
  announcements: ['title', 'text'],
} as const;

type TranslatedPart = keyof typeof PARISH_TRANSLATED_FIELDS;
type RecordOf<K extends TranslatedPart> = ParishDetails[K] extends readonly (infer Item)[]
  ? Item
  : ParishDetails[K];
/** One record of a part (the contact, a history entry, …) as a page in a language shows it. */
export type ShownParishRecord<K extends TranslatedPart> = Localized<
  RecordOf<K>,
  (typeof PARISH_TRANSLATED_FIELDS)[K][number]
>;

/** The details as a page in a language shows them: each record with its `untranslated` fields. */
export interface ShownParishDetails extends ParishDetails {
  contact: ShownParishRecord<'contact'>;
  statement: ShownParishRecord<'statement'>;
  history: ShownParishRecord<'history'>[];
  hero_slides: ShownParishRecord<'hero_slides'>[];
  announcements: ShownParishRecord<'announcements'>[];
}

/**
 * `details` in `language`: each translated field replaced by the office's
 * translation where it wrote one; one without keeps its English and is
 * listed in its record's `untranslated` (the page gives it `lang="en"`).
 */
export function parishDetailsIn(details: ParishDetails, language: Language): ShownParishDetails {
  const fields = PARISH_TRANSLATED_FIELDS;
  const each = <T extends object, F extends keyof T & string>(
    records: readonly T[],
    translated: readonly F[],
  ) => records.map((record) => localize(record, translated, language));
  return {
    ...details,
    contact: localize(details.contact, fields.contact, language),
    statement: localize(details.statement, fields.statement, language),
    history: each(details.history, fields.history),
    hero_slides: each(details.hero_slides, fields.hero_slides),
    announcements: each(details.announcements, fields.announcements),
  };
}
