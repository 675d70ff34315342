import type { CatalogLoaders } from '@parish/shared-web';

/**
 * The release-override texts' catalogs in each language but English (its
 * English is bundled with their code, `releaseTexts.ts`).
 */
export const releaseCatalogs: CatalogLoaders = {
  es: () => import('../locales/es.json'),
};
