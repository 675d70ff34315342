import { workspaceTexts } from '@parish/shared-web';
import english from './locales/en.json';
import { paymentCatalogs } from './catalogs';

/** The payment step's own texts (`locales/en.json` is the source; docs/i18n.md). */
export const { useT, loadCatalog: loadPaymentCatalog } = workspaceTexts(english, paymentCatalogs);
