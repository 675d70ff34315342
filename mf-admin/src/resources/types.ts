import type { ReactNode } from 'react';

/**
 * One entity the dashboard manages, described once (as react-admin does):
 * the generic tab, table and delete flow in this folder build its screens
 * from this definition alone. Each feature defines its resource; the app
 * registers it in `src/app/adminTabs.ts`.
 */
export interface AdminResource<T> {
  /** The dashboard tab id, also used in navigation state (e.g. 'events'). */
  key: string;
  /** The tab's name (e.g. 'Events'). */
  label: string;
  /** Loads the records in the order the table shows them. */
  list: (signal: AbortSignal) => Promise<T[]>;
  remove: (record: T) => Promise<void>;
  /** A value unique among the records, for React keys and bookkeeping. */
  recordId: (record: T) => string | number;
  /** How the record is named to the administrator (button labels, confirmation). */
  recordLabel: (record: T) => string;
  /** The table's columns; the first one names the row. */
  columns: ResourceColumn<T>[];
  /** Spec section 5: admins, events, leaders and videos ask before deleting; ministries and shop items do not. */
  confirmDelete: boolean;
  loadingText: string;
  emptyText: string;
  /** Fallback when a failed load carries no message worth showing. */
  loadErrorText: string;
  /** Fallback when a failed delete carries no message worth showing. */
  deleteErrorText: string;
  /** The confirmation dialog's title, e.g. 'Delete event?'. */
  deleteConfirmTitle: string;
  /** The notice after a successful delete, e.g. 'Event deleted'. */
  deletedText: string;
  /** The add screen, when the resource has one (e.g. '/admin/new-event'). */
  create?: { label: string; to: string };
  /**
   * The edit screen of a record. Some forms take the id in navigation state
   * rather than the path (spec: /admin/Edit-event).
   */
  edit?: (record: T) => { to: string; state?: unknown };
}

export interface ResourceColumn<T> {
  header: string;
  render: (record: T) => ReactNode;
}

/**
 * A tab of the dashboard. Most tabs are one resource (see `resourceTab`);
 * the type leaves room for tabs that group several, as the spec's Media tab
 * (videos, photos, blog posts) and Contact tab (messages, bookings) do.
 */
export interface DashboardTab {
  key: string;
  label: string;
  render: () => ReactNode;
}
