import { featureTexts, type Translate } from '@parish/shared-web';
import { commonTexts } from '../../../lib/i18n';
import english from '../locales/en.json';
import { givingCatalogs } from './catalogs';

/**
 * This feature's texts with mf-commerce's common ones (docs/i18n.md): its English
 * is bundled with its own code only, and its Spanish loads with its first page in Spanish.
 */
export const { useT, loadCatalog } = featureTexts(commonTexts, english, givingCatalogs);

export type CommerceMessageId = Parameters<ReturnType<typeof useT>>[0];

/** `t` as `useT` gives it, for the code that words a text outside a component. */
export type CommerceTranslate = Translate<CommerceMessageId>;
