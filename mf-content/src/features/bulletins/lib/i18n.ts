import { featureTexts } from '@parish/shared-web';
import { commonTexts } from '../../../lib/i18n';
import english from '../locales/en.json';
import { bulletinsCatalogs } from './catalogs';

/** This feature's texts with mf-content's common ones (docs/i18n.md). */
export const { useT, loadCatalog } = featureTexts(commonTexts, english, bulletinsCatalogs);
