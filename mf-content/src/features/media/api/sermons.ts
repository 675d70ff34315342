import { apiPaths, type Sermon } from '@parish/shared-types';
import { pageQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/media/sermons/`: every sermon, newest first (the tab and each sermon's page). */
export function getSermons(signal?: AbortSignal): Promise<Sermon[]> {
  return api.sermons.list(signal);
}

export const sermonsQuery = pageQuery(apiPaths.sermons, getSermons);

export function useSermons() {
  return useApiQuery(sermonsQuery);
}
