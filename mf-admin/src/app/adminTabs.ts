import { eventsResource } from '../features/events/lib/eventsResource';
import { resourceTab } from '../resources/lib/resourceTab';
import type { DashboardTab } from '../resources/types';

/**
 * The dashboard's tabs, in the spec's order: Admins, Events, Leadership,
 * Media, Shop, Ministries, Contact. Only the resources built so far are
 * registered, so no tab is ever an empty placeholder. The Admins resource
 * takes the key 'users', which makes it the default tab (see selectTab).
 */
export const ADMIN_TABS: readonly DashboardTab[] = [resourceTab(eventsResource)];
