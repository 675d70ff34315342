import { DEFAULT_LANGUAGE, type Language } from './languages';
import { keyedCatalog, type PositionalCatalog } from './keyedCatalog';
import type { SpecCatalog, SpecMessages } from './specMessages';

/*
 * shared-types' catalogs (`locales/<language>.json`), loaded when a page or
 * the API first needs them in a language other than English: English pages
 * need none (their messages are the schemas' own words), so they carry no
 * catalog. A catalog is loaded once (the same for every visitor); one that
 * fails to load is tried again next time, and its messages stay English
 * meanwhile.
 */

type Loader = () => Promise<{ default: unknown }>;

const LOADERS: Record<Language, Loader> = {
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
};

const catalogs: Partial<Record<Language, SpecCatalog>> = {};
const loading = new Map<Language, Promise<void>>();
let english: SpecMessages | undefined;

function load(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    // The matcher comes with the English catalog, so English pages carry neither.
    const matcher = language === DEFAULT_LANGUAGE ? import('./specMessages') : null;
    // Another language's catalog is built without its ids: the English one's give them.
    const source = language === DEFAULT_LANGUAGE ? null : load(DEFAULT_LANGUAGE);
    pending = Promise.all([LOADERS[language](), matcher, source]).then(
      ([module, messages]) => {
        const catalog = module.default as SpecCatalog | PositionalCatalog<unknown>;
        catalogs[language] = keyedCatalog(catalog, Object.keys(catalogs[DEFAULT_LANGUAGE] ?? {}));
        if (messages) english = messages.specMessagesOf(catalogs[language]);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Loads what translating the spec's messages into `language` needs (English: nothing). */
export async function loadSpecMessages(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  await Promise.all([load(DEFAULT_LANGUAGE), load(language)]);
}

/**
 * Makes every other language's catalog from the English one from now on
 * (the pseudo-locale run's API, docs/i18n.md); before any catalog loads.
 */
export function makeSpecCatalogsFromEnglish(
  make: (english: Record<string, string>) => SpecCatalog,
) {
  for (const language of Object.keys(LOADERS) as Language[]) {
    if (language === DEFAULT_LANGUAGE) continue;
    LOADERS[language] = () =>
      LOADERS[DEFAULT_LANGUAGE]().then((module) => ({
        default: make(module.default as Record<string, string>),
      }));
  }
}

/** Whether `translateSpecMessage` can say messages in `language` now. */
export function specMessagesLoaded(language: Language): boolean {
  return (
    language === DEFAULT_LANGUAGE || (english !== undefined && catalogs[language] !== undefined)
  );
}

/**
 * A spec message (a schema's or the API's English) in `language`, with the
 * values it carries; a text that is not one of them, or a language not
 * loaded yet (`loadSpecMessages`), passes unchanged.
 */
export function translateSpecMessage(message: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !english) return message;
  return english.translate(message, language, catalogs[language]);
}
