import { DEFAULT_DASHBOARD_TAB } from '../../../lib/dashboardNavigation';

/**
 * The tab to show: the one navigation state asks for when it is registered,
 * else the spec's default 'users' (the Admins tab) when that is registered,
 * else the first registered tab. Until the Admins resource is registered the
 * default therefore falls through to the first tab.
 */
export function selectTab(registered: readonly string[], requested: string | null): string | null {
  if (requested !== null && registered.includes(requested)) return requested;
  if (registered.includes(DEFAULT_DASHBOARD_TAB)) return DEFAULT_DASHBOARD_TAB;
  return registered[0] ?? null;
}
