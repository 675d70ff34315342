import type { ZodType } from 'zod';
import type { AdminResource, AnyAdminResource, DashboardTab } from '../types';

/**
 * Writes a resource with its types inferred: the records' from `list`, each
 * form's value from its schema (so `save` is typed), and the field names
 * the schemas declare (each must have a label and widget).
 */
export function defineResource<T, C extends ZodType = ZodType, E extends ZodType = ZodType>(
  resource: AdminResource<T, C, E>,
): AdminResource<T, C, E> {
  return resource;
}

/** A dashboard tab showing one resource, under the resource's key and label. */
export function resourceTab(resource: AnyAdminResource): DashboardTab {
  return { key: resource.key, label: resource.label, resources: [resource] };
}

/** A dashboard tab listing several resources one after another (spec: Media, Contact). */
export function groupTab(
  key: string,
  label: string,
  resources: readonly AnyAdminResource[],
): DashboardTab {
  return { key, label, resources };
}
