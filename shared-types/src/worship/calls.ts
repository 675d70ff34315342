/** The API's calls of the liturgical schedule (put together by createParishApi in client.ts). */
import { apiPaths } from '../api';
import { answer, crud, withQuery } from '../crud';
import type { HttpClient } from '../httpClient';
import type {
  ScheduleEntry,
  ScheduleEntryInput,
  ScheduleException,
  ScheduleExceptionInput,
  ScheduleRange,
  ScheduleWeek,
} from './schedule';

export function worshipCalls(http: HttpClient) {
  return {
    schedule: {
      /** The services of `days` days from `from` (the parish's today and 7 days when left out). */
      week: (range: ScheduleRange = {}, signal?: AbortSignal) =>
        answer(http.get<ScheduleWeek>(withQuery(apiPaths.schedule, range), { signal })),
      entries: crud<ScheduleEntry, ScheduleEntryInput>(
        http,
        apiPaths.scheduleEntries,
        apiPaths.scheduleEntry,
        'put',
      ),
      exceptions: crud<ScheduleException, ScheduleExceptionInput>(
        http,
        apiPaths.scheduleExceptions,
        apiPaths.scheduleException,
        'put',
      ),
    },
  };
}
