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
