import { workspaceTexts } from '@parish/shared-web';
import english from '../locales/en.json';

/** mf-content's texts (`locales/en.json` is the source; docs/i18n.md). */
export type ContentMessageId = keyof typeof english;

/** The texts mf-content's features share; each feature's own are built on them (`featureTexts`). */
export const commonTexts = workspaceTexts(english, {
  es: () => import('../locales/es.json'),
});

export const { useT, loadCatalog } = commonTexts;
