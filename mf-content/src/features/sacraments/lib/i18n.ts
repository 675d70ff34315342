import { featureTexts } from '@parish/shared-web';
import { commonTexts } from '../../../lib/i18n';
import english from '../locales/en.json';
import { sacramentsCatalogs } from './catalogs';

/**
 * This feature's texts with mf-content's common ones (docs/i18n.md): its English
 * is bundled with its own code only, and its Spanish loads with its first page in Spanish.
 */
export const { useT, loadCatalog } = featureTexts(commonTexts, english, sacramentsCatalogs);

export type SacramentsMessageId = Parameters<ReturnType<typeof useT>>[0];
