/** The API's call of the office's overview (put together by createParishApi in client.ts). */
import { apiPaths } from '../api';
import { answer } from '../crud';
import type { HttpClient } from '../httpClient';
import type { OfficeOverview } from './overview';

export function officeCalls(http: HttpClient) {
  return {
    overview: {
      /** Administrators: what needs attention today, counted for their roles. */
      get: (signal?: AbortSignal) =>
        answer(http.get<OfficeOverview>(apiPaths.overview, { signal })),
    },
  };
}
