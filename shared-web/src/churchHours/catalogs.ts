import type { CatalogLoaders } from '@parish/shared-web';

/**
 * The church hours' catalogs in each language but English (its English is
 * bundled with its code, `i18n.ts`): a page that shows the church hours
 * names them beside its own (`lazyPage(load, [aboutCatalogs, churchHoursCatalogs])`),
 * so pages that show none carry none of its texts.
 */
export const churchHoursCatalogs: CatalogLoaders = {
  es: () => import('./locales/es.json'),
};
