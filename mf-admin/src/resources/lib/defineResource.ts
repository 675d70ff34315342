import type { ZodType } from 'zod';
import type { AdminMessageId } from '../../lib/i18n';
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

/**
 * A resource whose texts are still its English as written (a section not
 * translated yet, docs/i18n.md): the generic screens show them as they are.
 */
export function englishOnlyResource<T, C extends ZodType = ZodType, E extends ZodType = ZodType>(
  resource: AdminResource<T, C, E, string>,
): AdminResource<T, C, E> {
  return { ...resource, englishOnly: true } as unknown as AdminResource<T, C, E>;
}

/** A dashboard tab showing one resource, under the resource's key and its label (`label`, the menu's). */
export function resourceTab(resource: AnyAdminResource, label: AdminMessageId): DashboardTab {
  return { key: resource.key, label, resources: [resource] };
}

/** A dashboard tab listing several resources one after another (spec: Media, Contact). */
export function groupTab(
  key: string,
  label: AdminMessageId,
  resources: readonly AnyAdminResource[],
): DashboardTab {
  return { key, label, resources };
}
