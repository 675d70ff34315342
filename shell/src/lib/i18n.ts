import { createTranslations, loadSharedWebCatalog, workspaceTexts } from '@parish/shared-web';
import type { Language } from '@parish/shared-types';
import english from '../locales/en.json';

/** The shell's texts (`locales/en.json` is the source; docs/i18n.md). */
export type ShellMessageId = keyof typeof english;

/** The texts of the shell's chrome; a feature's own (the chat panel's) are built on them (`featureTexts`). */
export const shellTexts = workspaceTexts(english, {
  es: () => import('../locales/es.json'),
});

export const { useT, loadCatalog: loadShellCatalog } = shellTexts;

/**
 * A page's translations, with the shell's and shared-web's catalogs in its
 * language loaded first, so the chrome draws at once (a remote's catalog
 * comes with its pages). English needs none: its texts are the source,
 * bundled with the code.
 */
export async function loadTranslations(language: Language) {
  await Promise.all([loadShellCatalog(language), loadSharedWebCatalog(language)]);
  return createTranslations(language);
}
