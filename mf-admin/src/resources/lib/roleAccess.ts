import { mayCall, type AdminRole } from '@parish/shared-types';
import type { AdminResource, DashboardArea, DashboardTab } from '../types';

/**
 * A resource as an administrator with `roles` may use it: only the actions
 * whose API calls `ADMIN_ROUTE_ROLES` allows them; null when they may use
 * none of it (a list only administrators read that they may not read, or a
 * public list with no action left).
 */
export function resourceForRoles<T>(
  resource: AdminResource<T>,
  roles: readonly AdminRole[],
): AdminResource<T> | null {
  const { calls } = resource;
  const may = (call: Parameters<typeof mayCall>[1] | undefined) =>
    call !== undefined && mayCall(roles, call);
  const allowed: AdminResource<T> = {
    ...resource,
    create: may(calls.create) ? resource.create : undefined,
    edit: may(calls.edit) ? resource.edit : undefined,
    remove: may(calls.remove) ? resource.remove : undefined,
    rowActions: resource.rowActions?.filter((action) => mayCall(roles, action.call)),
  };
  const actions = [allowed.create, allowed.edit, allowed.remove, ...(allowed.rowActions ?? [])];
  const visible = calls.list === 'public' ? actions.some(Boolean) : mayCall(roles, calls.list);
  return visible ? allowed : null;
}

/** The dashboard's tabs an administrator with `roles` may use, each with what they may do there. */
export function tabsForRoles(
  tabs: readonly DashboardTab[],
  roles: readonly AdminRole[],
): DashboardTab[] {
  return tabs.flatMap((tab) => {
    if (tab.screen) return mayCall(roles, tab.screen.call) ? [tab] : [];
    const resources = tab.resources.flatMap((resource) => resourceForRoles(resource, roles) ?? []);
    return resources.length > 0 ? [{ ...tab, resources }] : [];
  });
}

/** The menu's areas as an administrator with `roles` sees them: what they may use, no empty area. */
export function areasForRoles(
  areas: readonly DashboardArea[],
  roles: readonly AdminRole[],
): DashboardArea[] {
  return areas.flatMap((area) => {
    const sections = tabsForRoles(area.sections, roles);
    const pages = (area.pages ?? []).filter((page) => mayCall(roles, page.call));
    return sections.length + pages.length > 0 ? [{ ...area, sections, pages }] : [];
  });
}
