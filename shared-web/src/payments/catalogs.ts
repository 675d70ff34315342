import type { CatalogLoaders } from '@parish/shared-web';

/**
 * The payment step's catalogs in each language but English (its English is
 * bundled with its code, `i18n.ts`): a page that takes payments names them
 * beside its own (`lazyPage(load, [givingCatalogs, paymentCatalogs])`), so
 * pages that take none carry none of its texts.
 */
export const paymentCatalogs: CatalogLoaders = {
  es: () => import('./locales/es.json'),
};
