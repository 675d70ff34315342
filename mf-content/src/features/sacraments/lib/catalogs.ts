import type { CatalogLoaders } from '@parish/shared-web';

/**
 * This feature's catalogs in each language but English (its English is
 * bundled with its code, `i18n.ts`). Apart, so the route table can load the
 * page's Spanish ahead without the feature's English.
 */
export const sacramentsCatalogs: CatalogLoaders = {
  es: () => import('../locales/es.json'),
};
