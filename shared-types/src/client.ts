import { apiPaths } from './api';
import type { Booking, ParishEvent, Product } from './entities';
import type { BookingInput } from './schemas/bookings';
import type { EventInput, EventPatch } from './schemas/events';

/**
 * The part of an HTTP client the typed API needs. Axios satisfies it; the
 * apps pass the site's one axios instance.
 */
export interface HttpClient {
  get<T>(url: string, config?: { signal?: AbortSignal }): Promise<{ data: T }>;
  post<T>(url: string, body?: unknown): Promise<{ data: T }>;
  put<T>(url: string, body?: unknown): Promise<{ data: T }>;
  patch<T>(url: string, body?: unknown): Promise<{ data: T }>;
  delete<T>(url: string): Promise<{ data: T }>;
}

/**
 * Every call of the REST API with its payload and answer types. It is
 * bundled into each app (not a shared singleton), so a remote always calls
 * the API the way it was built to.
 */
export function createParishApi(http: HttpClient) {
  const data = <T>(request: Promise<{ data: T }>) => request.then((response) => response.data);
  return {
    events: {
      list: (signal?: AbortSignal) => data(http.get<ParishEvent[]>(apiPaths.events, { signal })),
      get: (id: number, signal?: AbortSignal) =>
        data(http.get<ParishEvent>(apiPaths.event(id), { signal })),
      create: (input: EventInput) => data(http.post<ParishEvent>(apiPaths.events, input)),
      update: (id: number, patch: EventPatch) =>
        data(http.patch<ParishEvent>(apiPaths.event(id), patch)),
      remove: (id: number) => http.delete<unknown>(apiPaths.event(id)).then(() => undefined),
    },
    shop: {
      list: (signal?: AbortSignal) => data(http.get<Product[]>(apiPaths.shop, { signal })),
    },
    bookings: {
      create: (input: BookingInput) => data(http.post<Booking>(apiPaths.bookings, input)),
      get: (bookingId: string, signal?: AbortSignal) =>
        data(http.get<Booking>(apiPaths.booking(bookingId), { signal })),
    },
  };
}

export type ParishApi = ReturnType<typeof createParishApi>;
