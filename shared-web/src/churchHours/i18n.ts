import { workspaceTexts } from '@parish/shared-web';
import english from './locales/en.json';
import { churchHoursCatalogs } from './catalogs';

/** The church hours' own texts (`locales/en.json` is the source; docs/i18n.md). */
export const { useT, loadCatalog: loadChurchHoursCatalog } = workspaceTexts(
  english,
  churchHoursCatalogs,
);
