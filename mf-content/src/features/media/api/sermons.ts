import { apiPaths, sermonsIn, type Sermon } from '@parish/shared-types';
import { pageQuery, useApiQuery, useInLanguage } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/media/sermons/`: every sermon, newest first (the tab and each sermon's page). */
export function getSermons(signal?: AbortSignal): Promise<Sermon[]> {
  return api.sermons.list(signal);
}

export const sermonsQuery = pageQuery(apiPaths.sermons, getSermons);

/** The sermons as the page's language shows them: the office's Spanish title and description where written. */
export function useSermons() {
  return useInLanguage(useApiQuery(sermonsQuery), sermonsIn);
}
