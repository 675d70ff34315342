import { workspaceTexts } from '@parish/shared-web';
import english from '../locales/en.json';

/** mf-content's texts (`locales/en.json` is the source; docs/i18n.md). */
export type ContentMessageId = keyof typeof english;

export const { useT, loadCatalog } = workspaceTexts(english, {
  es: () => import('../locales/es.json'),
});
