import type { ReactElement } from 'react';
import { generatePath, type RouteObject } from 'react-router';
import type { TabledAdminRoute } from '@parish/shared-types';
import { RoleGate } from '../../components/RoleGate';
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

/** The form's page, or "not allowed" for roles that may not make its call (docs/roles.md). */
function gated(call: TabledAdminRoute | undefined, page: ReactElement): ReactElement {
  if (!call) throw new Error("A form needs its API call in the resource's `calls`.");
  return <RoleGate call={call}>{page}</RoleGate>;
}

function routesOf(resource: AnyAdminResource, tab: string): RouteObject[] {
  const routes: RouteObject[] = [];
  const { create, edit } = resource;
  if (create) {
    const element = gated(
      resource.calls.create,
      <ResourceFormPage resource={resource} mode="create" tab={tab} />,
    );
    for (const path of [create.route, ...(create.alsoAt ?? [])]) routes.push({ path, element });
  }
  if (edit) {
    const element = gated(
      resource.calls.edit,
      <ResourceFormPage resource={resource} mode="edit" tab={tab} />,
    );
    for (const path of [edit.route, ...(edit.alsoAt ?? [])]) routes.push({ path, element });
  }
  return routes;
}

/**
 * The create and edit routes of every registered resource, each returning
 * to its tab; an administrator whose roles may not make the form's call is
 * told so at its URL.
 */
export function formRoutes(tabs: readonly DashboardTab[]): RouteObject[] {
  return tabs.flatMap((tab) => tab.resources.flatMap((resource) => routesOf(resource, tab.key)));
}
