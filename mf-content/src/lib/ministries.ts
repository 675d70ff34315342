import { apiPaths, type Ministry } from '@parish/shared-types';
import { pageQuery, useApiQuery } from '@parish/shared-web';
import { api } from './api';

/** `GET /api/ministries/`: every ministry of the parish. */
export function getMinistries(signal?: AbortSignal): Promise<Ministry[]> {
  return api.ministries.list(signal);
}

export const ministriesQuery = pageQuery(apiPaths.ministries, getMinistries);

export function useMinistries() {
  return useApiQuery(ministriesQuery);
}

/** The anchor of a ministry's 'Get Involved' link (spec: #contact-{id}). */
export function ministryContactAnchor(id: number): string {
  return `contact-${id}`;
}
