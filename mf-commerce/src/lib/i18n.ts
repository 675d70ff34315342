import { workspaceTexts, type Translate } from '@parish/shared-web';
import english from '../locales/en.json';

/** mf-commerce's texts (`locales/en.json` is the source; docs/i18n.md). */
export type CommerceMessageId = keyof typeof english;

/** `t` as `useT` gives it, for the code that words a text outside a component. */
export type CommerceTranslate = Translate<CommerceMessageId>;

/** The texts mf-commerce's features share; each feature's own are built on them (`featureTexts`). */
export const commonTexts = workspaceTexts(english, {
  es: () => import('../locales/es.json'),
});

export const { useT, loadCatalog } = commonTexts;
