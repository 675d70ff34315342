import { apiPaths, ministriesIn, type Ministry } from '@parish/shared-types';
import { pageQuery, useApiQuery, useInLanguage } from '@parish/shared-web';
import { api } from './api';

/** `GET /api/ministries/`: every ministry of the parish. */
export function getMinistries(signal?: AbortSignal): Promise<Ministry[]> {
  return api.ministries.list(signal);
}

export const ministriesQuery = pageQuery(apiPaths.ministries, getMinistries);

/** The ministries as the page's language shows them: the office's Spanish where it wrote one. */
export function useMinistries() {
  return useInLanguage(useApiQuery(ministriesQuery), ministriesIn);
}

/** The anchor of a ministry's 'Get Involved' link (spec: #contact-{id}). */
export function ministryContactAnchor(id: number): string {
  return `contact-${id}`;
}
