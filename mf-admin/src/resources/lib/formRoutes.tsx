import { generatePath, type RouteObject } from 'react-router';
import { ResourceFormPage } from '../components/ResourceFormPage';
import type { AnyAdminResource, DashboardTab, EditMode, RecordId } from '../types';

/** Where a record's Edit link goes: its id in the path, or in navigation state (spec: /admin/Edit-event). */
export function editTarget(
  edit: EditMode<unknown>,
  id: RecordId,
): { to: string; state?: { id: RecordId } } {
  return edit.idFrom === 'state'
    ? { to: edit.route, state: { id } }
    : { to: generatePath(edit.route, { id: String(id) }) };
}

function routesOf(resource: AnyAdminResource, tab: string): RouteObject[] {
  const routes: RouteObject[] = [];
  const { create, edit } = resource;
  if (create) {
    const element = <ResourceFormPage resource={resource} mode="create" tab={tab} />;
    for (const path of [create.route, ...(create.alsoAt ?? [])]) routes.push({ path, element });
  }
  if (edit) {
    const element = <ResourceFormPage resource={resource} mode="edit" tab={tab} />;
    for (const path of [edit.route, ...(edit.alsoAt ?? [])]) routes.push({ path, element });
  }
  return routes;
}

/** The create and edit routes of every registered resource, each returning to its tab. */
export function formRoutes(tabs: readonly DashboardTab[]): RouteObject[] {
  return tabs.flatMap((tab) => tab.resources.flatMap((resource) => routesOf(resource, tab.key)));
}
