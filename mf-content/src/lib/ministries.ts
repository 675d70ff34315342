import { apiPaths, type Ministry } from '@parish/shared-types';
import { pageQuery, useApiQuery } from '@parish/shared-web';
import { api } from './api';

/** Spec section 9's loading text for ministries. */
export const MINISTRIES_LOADING = 'Loading ministries...';
export const MINISTRIES_FAILED_MESSAGE = 'Unable to load ministries.';

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
