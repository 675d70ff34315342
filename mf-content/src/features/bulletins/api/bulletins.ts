import { apiPaths, localize, type Language, type Localized } from '@parish/shared-types';
import type { Bulletin } from '@parish/shared-types/bulletins';
import { pageQuery, useApiQuery, useInLanguage } from '@parish/shared-web';
import { api } from '../../../lib/api';

export type ShownBulletin = Localized<Bulletin, 'title'>;

/** `GET /api/bulletins/`: every bulletin, newest Sunday first (the list and each bulletin's page). */
export const bulletinsQuery = pageQuery(apiPaths.bulletins, (signal) => api.bulletins.list(signal));

function bulletinsIn(bulletins: Bulletin[], language: Language): ShownBulletin[] {
  return bulletins.map((bulletin) => localize(bulletin, ['title'], language));
}

/** The bulletins as the page's language shows them: the office's Spanish title where written. */
export function useBulletins() {
  return useInLanguage(useApiQuery(bulletinsQuery), bulletinsIn);
}
