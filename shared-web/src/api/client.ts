import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { splitLanguagePath, type HttpClient, type Language } from '@parish/shared-types';

/**
 * Where the API is: '' means same origin. In every deployment the page's own
 * server forwards /api to the REST API, so the admin session cookie stays
 * first-party. (The build writes the value in; read when asked, not at load.)
 */
function apiBaseUrl(): string {
  return process.env.PUBLIC_API_BASE_URL ?? '';
}

/**
 * The language the API should answer a request in: the page's, read from
 * its address when the request is made (`/es/…` is Spanish), so one client
 * serves every page. Always said, English too: otherwise the browser would
 * send its own preference, and an English page could get Spanish errors.
 * On the server (the shell's renderer, the same client for every visitor)
 * there is no page: nothing is sent, and its reads, which show no error
 * message, are answered in English. A call may name one itself
 * (`headers: apiLanguageHeaders(language)`), which is kept.
 */
export function pageLanguage(): Language | null {
  if (typeof window === 'undefined' || typeof window.location === 'undefined') return null;
  return splitLanguagePath(window.location.pathname).language;
}

/** Headers asking the API to answer in `language` (what the client sends for the page's own). */
export function apiLanguageHeaders(language: Language): Record<string, string> {
  return { 'Accept-Language': language };
}

/** The one HTTP client of the site: axios, with the site's settings. */
export interface ApiClient extends HttpClient {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

/*
 * axios loads with the first request, not with the page: a page the server
 * rendered comes with its reads, so most first visits never make one, and
 * axios is the largest library a first visit would otherwise wait for
 * (20.5 KiB gzip; docs/performance.md). One instance per page load (or
 * per server process): configuration of the process, never of a visitor.
 */
let instance: AxiosInstance | undefined;
let loading: Promise<AxiosInstance> | undefined;
/** Changes asked for before axios was loaded, made when it is. */
const pendingSetups: Array<(client: AxiosInstance) => void> = [];

function loadInstance(): Promise<AxiosInstance> {
  // Prefetched: the browser downloads it when idle, so a first click rarely waits.
  loading ??= import(/* webpackPrefetch: true */ 'axios').then(
    ({ default: axios }) => {
      const client = axios.create({
        baseURL: apiBaseUrl(),
        withCredentials: true,
        timeout: 15_000,
        headers: { Accept: 'application/json' },
      });
      client.interceptors.request.use((config) => {
        const language = pageLanguage();
        if (language && !config.headers.has('Accept-Language')) {
          config.headers.set('Accept-Language', language);
        }
        return config;
      });
      for (const setup of pendingSetups.splice(0)) setup(client);
      instance = client;
      return client;
    },
    (error: unknown) => {
      // A download that failed (a dropped connection) is tried again by the next request.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Changes the axios instance (an interceptor, a test's transport): at once
 * if it is loaded, otherwise as it loads, before its first request.
 */
export function configureApiClient(setup: (client: AxiosInstance) => void): void {
  if (instance) setup(instance);
  else pendingSetups.push(setup);
}

export const apiClient: ApiClient = {
  get: async (url, config) => (await loadInstance()).get(url, config),
  post: async (url, body, config) => (await loadInstance()).post(url, body, config),
  put: async (url, body, config) => (await loadInstance()).put(url, body, config),
  patch: async (url, body, config) => (await loadInstance()).patch(url, body, config),
  delete: async (url, config) => (await loadInstance()).delete(url, config),
};

/**
 * An API path as a link the browser follows itself (a file to download, a
 * feed to subscribe to), on the API the client calls: the page's own origin
 * unless the build sets PUBLIC_API_BASE_URL.
 */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}${path}`;
}

/** Whether `error` is axios's (what `axios.isAxiosError` checks, without loading axios). */
export function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/**
 * Calls `listener` with the path of every request the API refused with 401,
 * whichever app made it; the request still fails for its caller.
 */
export function onUnauthorized(listener: (path: string) => void): void {
  configureApiClient((client) => {
    client.interceptors.response.use(undefined, (error: unknown) => {
      if (isAxiosError(error) && error.response?.status === 401) {
        listener(error.config?.url ?? '');
      }
      return Promise.reject(error);
    });
  });
}
