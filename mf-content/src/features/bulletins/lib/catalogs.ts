import type { CatalogLoaders } from '@parish/shared-web';

/** This feature's catalogs in each language but English (its English is bundled with its code, `i18n.ts`). */
export const bulletinsCatalogs: CatalogLoaders = {
  es: () => import('../locales/es.json'),
};
