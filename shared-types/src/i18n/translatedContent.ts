/**
 * What the office writes in more than one language (events, ministries,
 * posts, sermons): a record's own fields are its English, and each
 * translated field has a sibling per other language, `title_es` beside
 * `title` — a column, a JSON field and a form field of its own, as
 * django-modeltranslation keeps them. A missing translation is null and
 * the page shows the English with a note. docs/i18n.md.
 */
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The languages the office may translate its content into: every one but English. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** The translated siblings of `F`: `title` → `title_es`. */
export type TranslationsOf<F extends string> = {
  [K in F as `${K}_${TranslatedLanguage}`]: string | null;
};

const TRANSLATION_NAME = /^(.+)_(es)$/;

/** The field a translation translates and its language (`title_es` → `title`, 'es'); null for any other name. */
export function translatedField(
  name: string,
): { field: string; language: TranslatedLanguage } | null {
  const match = TRANSLATION_NAME.exec(name);
  return match?.[1] && match[2] === 'es' ? { field: match[1], language: match[2] } : null;
}

/** A record as a page in `language` shows it, with the fields left in English named. */
export type Localized<T, F extends string> = T & { untranslated: readonly F[] };

/**
 * `record` in `language`: each of `fields` replaced by its translation
 * where the office wrote one. A field with English but no translation
 * keeps its English and is listed in `untranslated`, so the page can mark
 * it (`lang="en"`) and say so.
 */
export function localize<T extends object, F extends keyof T & string>(
  record: T,
  fields: readonly F[],
  language: Language,
): Localized<T, F> {
  if (language === DEFAULT_LANGUAGE) return { ...record, untranslated: [] };
  const values = record as Record<string, unknown>;
  const shown: Record<string, unknown> = { ...values };
  const untranslated: F[] = [];
  for (const field of fields) {
    const translation = values[`${field}_${language}`];
    if (typeof translation === 'string' && translation.trim() !== '') shown[field] = translation;
    else if (typeof values[field] === 'string' && values[field] !== '') untranslated.push(field);
  }
  return { ...(shown as T), untranslated };
}

/** The `lang` of a localized field: 'en' where it fell back to English, else none (the page's). */
export function fallbackLang<F extends string>(
  record: { untranslated: readonly F[] },
  field: F,
): Language | undefined {
  return record.untranslated.includes(field) ? DEFAULT_LANGUAGE : undefined;
}
