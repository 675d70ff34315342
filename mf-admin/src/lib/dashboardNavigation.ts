/**
 * How screens open the admin dashboard on a given tab. The spec passes the tab
 * in navigation state, not in the URL: the admin forms' Cancel button and
 * their success return use `navigate(DASHBOARD_PATH, { state: dashboardState('events') })`.
 */

export const DASHBOARD_PATH = '/admin';

/** The spec's Admins tab: opened by asking for it in navigation state (the dashboard opens on Today). */
export const ADMINS_TAB = 'users';

/** A list's filter form values, by the resource's key ('contactMessages'). */
export type ListFilters = Record<string, Record<string, string>>;

export interface DashboardLocationState {
  tab?: string;
  /** Lists of the section opened already filtered (Today's counts link to what they counted). */
  filters?: ListFilters;
}

export function dashboardState(tab: string, filters?: ListFilters): DashboardLocationState {
  return filters ? { tab, filters } : { tab };
}

/** The tab named by a location's state, if it names one. */
export function requestedDashboardTab(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { tab } = state as DashboardLocationState;
  return typeof tab === 'string' ? tab : null;
}

/** The filter form values a location's state asks a list to open with, if any. */
export function requestedListFilter(
  state: unknown,
  resourceKey: string,
): Record<string, string> | null {
  if (typeof state !== 'object' || state === null) return null;
  const { filters } = state as DashboardLocationState;
  if (typeof filters !== 'object' || filters === null) return null;
  const values: unknown = filters[resourceKey];
  if (typeof values !== 'object' || values === null) return null;
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
