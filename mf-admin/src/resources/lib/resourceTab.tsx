import { ResourceTab } from '../components/ResourceTab';
import type { AdminResource, DashboardTab } from '../types';

/** The dashboard tab that lists, and deletes from, one resource. */
export function resourceTab<T>(resource: AdminResource<T>): DashboardTab {
  return {
    key: resource.key,
    label: resource.label,
    render: () => <ResourceTab resource={resource} />,
  };
}
