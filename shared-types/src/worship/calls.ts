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
import type {
  IntentionBook,
  IntentionDay,
  MassIntention,
  MassIntentionMove,
  MassIntentionRangeQuery,
  MassIntentionReceipt,
  MassIntentionRequestPayload,
  MassIntentionSettings,
  PublishedIntention,
} from './intentions';
import type {
  SacramentReceipt,
  SacramentRequest,
  SacramentRequestInput,
  SacramentRequestSummary,
  SacramentSearch,
  SacramentUpdateInput,
} from './sacraments';

/**
 * The multipart body of `POST /api/sacraments/`: each answer as a text
 * field (a blank one left out), the document in field `document`.
 */
function sacramentFormData(input: SacramentRequestInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (name === 'document') continue;
    if (typeof value === 'string' && value !== '') form.append(name, value);
  }
  if (input.document) {
    const filename = 'name' in input.document ? String(input.document.name) : undefined;
    if (filename) form.append('document', input.document, filename);
    else form.append('document', input.document);
  }
  return form;
}

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
    intentions: {
      /** A day's Masses with the room each has for intentions, and the suggested offering. */
      day: (date: string, signal?: AbortSignal) =>
        answer(
          http.get<IntentionDay>(withQuery(apiPaths.massIntentionMasses, { date }), { signal }),
        ),
      /** Asks for an intention: its slot is held while the offering is paid. */
      request: (input: MassIntentionRequestPayload) =>
        answer(http.post<MassIntentionReceipt>(apiPaths.massIntentions, input)),
      /** The published intentions of some days (no names). */
      published: (range: MassIntentionRangeQuery, signal?: AbortSignal) =>
        answer(
          http.get<PublishedIntention[]>(withQuery(apiPaths.publishedIntentions, range), {
            signal,
          }),
        ),
      /** The office's book of some days. */
      book: (range: MassIntentionRangeQuery, signal?: AbortSignal) =>
        answer(http.get<IntentionBook>(withQuery(apiPaths.intentionBook, range), { signal })),
      confirm: (id: number) =>
        answer(http.post<MassIntention>(apiPaths.intentionConfirmation(id), {})),
      move: (id: number, input: MassIntentionMove) =>
        answer(http.post<MassIntention>(apiPaths.intentionMove(id), input)),
      settings: (signal?: AbortSignal) =>
        answer(http.get<MassIntentionSettings>(apiPaths.intentionSettings, { signal })),
      saveSettings: (input: MassIntentionSettings) =>
        answer(http.put<MassIntentionSettings>(apiPaths.intentionSetting(1), input)),
    },
    sacraments: {
      /** A family's request: its answers and an optional document, as multipart form data. */
      send: (input: SacramentRequestInput) =>
        answer(http.post<SacramentReceipt>(apiPaths.sacraments, sacramentFormData(input))),
      /** The office's queue, narrowed by sacrament and status. */
      list: (search: SacramentSearch = {}, signal?: AbortSignal) =>
        answer(
          http.get<SacramentRequestSummary[]>(withQuery(apiPaths.sacraments, search), { signal }),
        ),
      /** One request (each read is audited). */
      get: (id: number, signal?: AbortSignal) =>
        answer(http.get<SacramentRequest>(apiPaths.sacrament(id), { signal })),
      update: (id: number, input: SacramentUpdateInput) =>
        answer(http.patch<SacramentRequest>(apiPaths.sacrament(id), input)),
    },
  };
}
