import { featureTexts } from '@parish/shared-web';
import { shellTexts } from '../../../lib/i18n';
import english from '../locales/en.json';
import { chatCatalogs } from './catalogs';

/**
 * The chat panel's texts with the shell's (docs/i18n.md): bundled with the
 * panel, which loads when the chat is first opened, so no page carries them
 * before; their Spanish loads with the panel on a Spanish page.
 */
export const { useT, loadCatalog } = featureTexts(shellTexts, english, chatCatalogs);

export type ChatMessageId = Parameters<ReturnType<typeof useT>>[0];
