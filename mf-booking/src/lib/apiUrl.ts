import { apiClient } from '@parish/shared-web';

/**
 * An API path as a link the browser follows itself (a file to download),
 * on the API the site's one HTTP client calls: the page's own origin unless
 * the build sets PUBLIC_API_BASE_URL.
 */
export function apiUrl(path: string): string {
  return `${apiClient.defaults.baseURL ?? ''}${path}`;
}
