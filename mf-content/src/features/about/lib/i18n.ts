import { workspaceTexts } from '@parish/shared-web';
import type { Language } from '@parish/shared-types';
import { loadCatalog as loadCommonCatalog } from '../../../lib/i18n';
import common from '../../../locales/en.json';
import english from '../locales/en.json';

/**
 * This feature's texts with mf-content's common ones (docs/i18n.md): its
 * English is bundled with its own code only, so a page carries the texts of
 * the features it shows, and its Spanish is loaded with its first page in Spanish.
 */
export type ContentMessageId = keyof typeof common | keyof typeof english;

const texts = workspaceTexts(
  { ...common, ...english },
  {
    es: async () => {
      const [shared, own] = await Promise.all([
        import('../../../locales/es.json'),
        import('../locales/es.json'),
      ]);
      return { default: { ...shared.default, ...own.default } };
    },
  },
);

export const { useT } = texts;

/** This feature's catalog in `language`, with the remote's common one its pages also use. */
export async function loadCatalog(language: Language): Promise<void> {
  await Promise.all([texts.loadCatalog(language), loadCommonCatalog(language)]);
}
