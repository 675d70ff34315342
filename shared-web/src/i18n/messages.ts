import type { Language } from '@parish/shared-types';
import english from '../locales/en.json';
import { translator, type Catalog } from './translations';

/** shared-web's own texts: its components' (`locales/en.json` is the source). */
export const useT = translator(english);

/** shared-web's catalog in a language other than the source's (loaded with the page's). */
export function loadSharedWebCatalog(language: Language): Promise<Catalog> | null {
  return language === 'es' ? import('../locales/es.json').then((module) => module.default) : null;
}
