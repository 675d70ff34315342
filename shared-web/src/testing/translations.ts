import type { Language } from '@parish/shared-types';
import { createTranslations, loadSharedWebCatalog, type Translations } from '@parish/shared-web';

/**
 * A page's translations in `language`, with shared-web's catalog and each
 * workspace's (its `loadCatalog`) loaded first, so a screen draws in it at
 * once: `renderWithProviders(ui, { translations: await translationsIn('es', loadCatalog) })`.
 */
export async function translationsIn(
  language: Language,
  ...loadCatalogs: Array<(language: Language) => Promise<void>>
): Promise<Translations> {
  await Promise.all([
    loadSharedWebCatalog(language),
    ...loadCatalogs.map((load) => load(language)),
  ]);
  return createTranslations(language);
}
