import axios, { type AxiosInstance } from 'axios';

/**
 * The one HTTP client of the site. Base URL '' means same origin: in every
 * deployment the page's own server forwards /api to the REST API, so the
 * admin session cookie stays first-party.
 */
export const apiClient: AxiosInstance = axios.create({
  baseURL: process.env.PUBLIC_API_BASE_URL ?? '',
  withCredentials: true,
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

/**
 * An API path as a link the browser follows itself (a file to download, a
 * feed to subscribe to), on the API the client calls: the page's own origin
 * unless the build sets PUBLIC_API_BASE_URL.
 */
export function apiUrl(path: string): string {
  return `${apiClient.defaults.baseURL ?? ''}${path}`;
}

/**
 * Calls `listener` with the path of every request the API refused with 401,
 * whichever app made it; the request still fails for its caller.
 */
export function onUnauthorized(listener: (path: string) => void): void {
  apiClient.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      listener(error.config?.url ?? '');
    }
    return Promise.reject(error);
  });
}
