/**
 * The calls of one entity, on their own module so that a page reading only
 * one entity bundles those calls without the rest of the client
 * (client.ts): the events, which several remotes read on one page.
 */
import type { ParishEvent } from './ticketing/entities';
import { EVENT_PATH, EVENTS_PATH } from './ticketing/eventPaths';
import type { HttpClient } from './httpClient';
import type { EventInput, EventPatch } from './ticketing/events';

/** The end time and repetition fields: a client may leave them out (a single event without an end). */
type EventTimingKeys =
  'end_time' | 'repeat' | 'repeat_until' | 'repeat_count' | 'repeat_exceptions';

/** An event as a client creates it. */
export type EventCreateInput = Omit<EventInput, EventTimingKeys> &
  Partial<Pick<EventInput, EventTimingKeys>>;

/** The calls of one entity the API lists, reads, creates, changes and deletes by id. */
export interface CrudCalls<T, Create, Update> {
  list: (signal?: AbortSignal) => Promise<T[]>;
  get: (id: number, signal?: AbortSignal) => Promise<T>;
  create: (input: Create) => Promise<T>;
  update: (id: number, input: Update) => Promise<T>;
  remove: (id: number) => Promise<void>;
}

export const answer = <T>(request: Promise<{ data: T }>) =>
  request.then((response) => response.data);
export const noAnswer = (request: Promise<unknown>) => request.then(() => undefined);

/**
 * The five calls of an entity at `collection` and `one(id)`. `update` is a
 * PUT (replace every field) or a PATCH (change those sent), as spec section
 * 7 has it per entity; `updateBody` shapes the body when the spec adds to it.
 */
export function crud<T, Create, Update = Create>(
  http: HttpClient,
  collection: string,
  one: (id: number) => string,
  update: 'put' | 'patch',
  updateBody: (id: number, input: Update) => unknown = (_id, input) => input,
): CrudCalls<T, Create, Update> {
  return {
    list: (signal) => answer(http.get<T[]>(collection, { signal })),
    get: (id, signal) => answer(http.get<T>(one(id), { signal })),
    create: (input) => answer(http.post<T>(collection, input)),
    update: (id, input) => answer(http[update]<T>(one(id), updateBody(id, input))),
    remove: (id) => noAnswer(http.delete<unknown>(one(id))),
  };
}

/**
 * The events' calls alone: a page that reads only the events (the Events
 * page, the Upcoming Events widget) bundles these, not the whole client.
 */
export function eventCalls(http: HttpClient): CrudCalls<ParishEvent, EventCreateInput, EventPatch> {
  return crud(http, EVENTS_PATH, EVENT_PATH, 'patch');
}

/** `path?name=value&…` of the values given; blank and missing ones are left out. */
export function withQuery(path: string, search: object) {
  const query = new URLSearchParams(
    Object.entries(search as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** `GET` of a whole collection (every list the API serves), over `http`. */
export const listOf =
  (http: HttpClient) =>
  <T>(path: string) =>
  (signal?: AbortSignal) =>
    answer(http.get<T[]>(path, { signal }));
