import {
  createTranslations,
  loadSharedWebCatalog,
  translator,
  type Catalog,
  type Translations,
} from '@parish/shared-web';
import { DEFAULT_LANGUAGE, type Language } from '@parish/shared-types';
import english from '../locales/en.json';

/** The shell's texts (`locales/en.json` is the source; docs/i18n.md). */
export type ShellMessageId = keyof typeof english;

export const useT = translator(english);

function loadShellCatalog(language: Language): Promise<Catalog> | null {
  return language === 'es' ? import('../locales/es.json').then((module) => module.default) : null;
}

/**
 * A page's translations with the shell's and shared-web's catalogs in its
 * language (the remotes add theirs with their pages). English needs none:
 * its texts are the source, bundled with the code.
 */
export async function loadTranslations(language: Language): Promise<Translations> {
  if (language === DEFAULT_LANGUAGE) return createTranslations(language);
  const catalogs = await Promise.all([loadShellCatalog(language), loadSharedWebCatalog(language)]);
  return createTranslations(
    language,
    catalogs.filter((catalog) => catalog !== null),
  );
}
