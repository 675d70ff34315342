/**
 * The part of an HTTP client the typed API needs. Axios satisfies it; the
 * apps pass the site's one axios instance. A `FormData` body is sent as
 * multipart; anything else as JSON.
 */
export interface HttpClient {
  get<T>(url: string, config?: { signal?: AbortSignal }): Promise<{ data: T }>;
  post<T>(url: string, body?: unknown): Promise<{ data: T }>;
  put<T>(url: string, body?: unknown): Promise<{ data: T }>;
  patch<T>(url: string, body?: unknown): Promise<{ data: T }>;
  delete<T>(url: string): Promise<{ data: T }>;
}
