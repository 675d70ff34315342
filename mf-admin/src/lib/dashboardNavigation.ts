/**
 * How screens open the admin dashboard on a given tab. The spec passes the tab
 * in navigation state, not in the URL: the admin forms' Cancel button and
 * their success return use `navigate(DASHBOARD_PATH, { state: dashboardState('events') })`.
 */

export const DASHBOARD_PATH = '/admin';

/** Spec: the tab opened when navigation state names none ('users' is the Admins tab). */
export const DEFAULT_DASHBOARD_TAB = 'users';

export interface DashboardLocationState {
  tab?: string;
}

export function dashboardState(tab: string): DashboardLocationState {
  return { tab };
}

/** The tab named by a location's state, if it names one. */
export function requestedDashboardTab(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { tab } = state as DashboardLocationState;
  return typeof tab === 'string' ? tab : null;
}
