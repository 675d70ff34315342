import { apiPaths } from '@parish/shared-types';
import { pageQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/bulletins/current/`: this week's bulletin (the newest not after the parish's today), or null. */
export const currentBulletinQuery = pageQuery(apiPaths.currentBulletin, (signal) =>
  api.bulletins.current(signal),
);

export function useCurrentBulletin() {
  return useApiQuery(currentBulletinQuery);
}
