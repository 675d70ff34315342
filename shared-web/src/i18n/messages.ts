import english from '../locales/en.json';
import { workspaceTexts } from './translations';

/** shared-web's own texts: its components' (`locales/en.json` is the source). */
export const { useT, loadCatalog: loadSharedWebCatalog } = workspaceTexts(english, {
  es: () => import('../locales/es.json'),
});
