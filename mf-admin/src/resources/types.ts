import type { ComponentType, ReactNode } from 'react';
import type { input, output, ZodType } from 'zod';
import type { TabledAdminRoute, TranslatedLanguage } from '@parish/shared-types';
import type { FieldKind, FormValues } from '@parish/shared-web';
import type { AdminMessageId } from '../lib/i18n';
import type { ResourceContext } from './lib/resourceText';

/*
 * A definition's texts are message ids (`X`, AdminMessageId) the generic
 * screens show with `t`; callbacks that word or format what they show are
 * given the page's `t` and `format` (`ResourceContext`). A definition not
 * translated yet is written with `englishOnlyResource` (X = string): its
 * texts are its English as written.
 *
 * Callbacks that take a record or a form's value are written as methods, not
 * function properties: TypeScript then lets a resource of leaders stand in
 * the registry's list of resources of anything (`AdminResource<unknown>`),
 * which only ever hands each resource its own records back.
 */

export type RecordId = string | number;

/**
 * One entity the dashboard manages, described once (react-admin's
 * `<Resource>`): its list (columns, search, sort, paging, CSV), its delete,
 * and its create and edit forms. The generic tab, form and routes in this
 * folder are built from it; `src/app/adminTabs.ts` registers it on a tab.
 * Write one with `defineResource` (`src/resources/lib/defineResource.ts`).
 */
export interface AdminResource<
  T,
  C extends ZodType = ZodType,
  E extends ZodType = ZodType,
  X extends string = AdminMessageId,
> {
  /** Unique among resources; a resource alone on its tab gives the tab this key ('events'). */
  key: string;
  /**
   * The API calls behind the list and each action, by their key in
   * `ADMIN_ROUTE_ROLES` (shared-types): the dashboard shows the resource and
   * each action only to administrators whose roles may make them
   * (docs/roles.md).
   */
  calls: ResourceCalls;
  /** The list's heading (and its tab's name when alone on it), e.g. 'Events'. */
  label: X;
  /** Its texts are English as written, not message ids (a section not translated yet). */
  englishOnly?: boolean;
  /**
   * Loads the records in the order the table shows them before any sort;
   * with a `filter`, given the filter form's value (the server filters).
   */
  list(signal: AbortSignal, filter?: Record<string, unknown>): Promise<T[]>;
  /** A form above the list whose value the list is loaded with (gifts by date and fund). */
  filter?: ResourceFilter<X>;
  /**
   * How often to load the list again while it shows work under way (a
   * statement run's progress), in ms; null to stop.
   */
  refreshEvery?(records: readonly T[]): number | null;
  /** A value unique among the records: React keys, bookkeeping, the edit form's id. */
  recordId(record: T): RecordId;
  /** How the record is named to the administrator (button labels, confirmation). */
  recordLabel(record: T, context: ResourceContext): string;
  /** The table's columns; the first one names the row. */
  // The records' type comes from `list` alone; a column of another type is an error.
  columns: readonly ResourceColumn<NoInfer<T>, X>[];
  loadingText: X;
  emptyText: X;
  /** Said when a failed load carries no message worth showing. */
  loadErrorText: X;
  remove?: DeleteAction<T, X>;
  /** Actions on one record beside Edit and Delete (the outbox's Resend), each shown where it applies. */
  rowActions?: readonly RowAction<NoInfer<T>, X>[];
  /** Offers the list, as searched and sorted, as `<csvFile>-<date>.csv`. */
  csvFile?: string;
  /**
   * Offers instead the server's CSV of every record the filter finds: the
   * link to it for the filter form's value (the server records the download).
   */
  csvUrl?: (filter: Record<string, unknown>) => string;
  /**
   * Each field's label and widget, by name, in the order the forms show them.
   * A translation (`title_es`) is drawn as its English field, beside it.
   */
  fields?: { [K in DrawnFieldName<C> | DrawnFieldName<E>]: FormField<X> };
  create?: CreateMode<C, X>;
  edit?: EditMode<T, E, X>;
}

type FieldName<S extends ZodType> = keyof input<S> & string;
type DrawnFieldName<S extends ZodType> = Exclude<FieldName<S>, `${string}_${TranslatedLanguage}`>;

/**
 * A resource's API calls by their key in `ADMIN_ROUTE_ROLES`. A list anyone
 * may read is `'public'`: the resource then shows to whoever may make one of
 * its other calls.
 */
export interface ResourceCalls {
  list: TabledAdminRoute | 'public';
  create?: TabledAdminRoute;
  edit?: TabledAdminRoute;
  remove?: TabledAdminRoute;
}

export interface ResourceColumn<T, X extends string = AdminMessageId> {
  header: X;
  /** The cell's plain value: what search matches, sort orders and CSV exports. */
  value(record: T, context: ResourceContext): string | number | null;
  /** How the cell shows it when plain text is not enough (a link, a picture, a date). */
  render?(record: T, context: ResourceContext): ReactNode;
}

/** The filter form of a list: a shared-types schema, its fields, and where they start. */
export interface ResourceFilter<X extends string = AdminMessageId> {
  schema: ZodType;
  fields: Record<string, ResourceField<X>>;
  /** Each field's text; a blank one is left out of the filter. */
  initialValues: Record<string, string>;
  submitLabel: X;
  /** The form's accessible name ('Filter gifts'). */
  label: X;
}

/** A form field: its label and widget (one of `<SchemaField>`'s kinds). */
export type ResourceField<X extends string = AdminMessageId> = FieldKind & {
  label: X;
  hint?: X;
  autoComplete?: string;
};

/**
 * A choice among another resource's records (an exception's service): its
 * options are that resource's list, read through the same query as the
 * dashboard's list of it, each named by its `recordLabel` and valued by its
 * `recordId`. For create and edit forms only.
 */
export interface RecordChoiceField<X extends string = AdminMessageId> {
  kind: 'record';
  of: AnyAdminResource;
  label: X;
  hint?: X;
  /** The blank choice's text ('Choose a service'). */
  placeholder?: X;
  /** Several records at once, as checkboxes (a campaign's topics): the value is their ids. */
  multiple?: boolean;
  /** Which of the records are offered (topics not retired); every one when left out. */
  offered?(record: unknown): boolean;
}

/** A field of a create or edit form. */
export type FormField<X extends string = AdminMessageId> = ResourceField<X> | RecordChoiceField<X>;

/**
 * Spec section 5: admins, events, leaders and videos ask before deleting
 * (`confirmTitle`); ministries and shop items delete at once and offer Undo.
 * The DELETE always goes to the API at once; what goes to the trash
 * (`restore`) offers Undo in its notice, which restores it, same id.
 */
export type DeleteAction<T, X extends string = AdminMessageId> = {
  call(record: T): Promise<void>;
  /** The trash's Restore (`api.trash.restore`): the notice's Undo. */
  restore?(record: T): Promise<unknown>;
  /** The notice once deleted, e.g. 'Event deleted'. */
  doneText: X;
  /** Said when a failed delete carries no message worth showing. */
  failureText: X;
} & ({ confirmTitle: X; undo?: never } | { undo: true; confirmTitle?: never });

/**
 * A button in a row's Actions cell that changes the record on the server
 * (an outbox mail's Resend): it posts `doneText` and loads the list again,
 * or posts the failure.
 */
export interface RowAction<T, X extends string = AdminMessageId> {
  /** The button's text; its accessible name adds the record's label ('Resend mail 12'). */
  label: X;
  /** Its API call, by its key in `ADMIN_ROUTE_ROLES`: shown only to roles that may make it. */
  call: TabledAdminRoute;
  /** Whether the record's row offers it (a failed mail only); every row when left out. */
  visible?(record: T): boolean;
  /** Given the form's value when the action has a `form`. */
  run(record: T, input?: unknown): Promise<unknown>;
  /**
   * Asks for details first (a booking's cancellation: the reason): a dialog
   * with a field per key of the schema, each drawn as `fields` says.
   */
  form?: RowActionForm<X>;
  /** The dialog's starting values from the record (an administrator's roles); empty text when left out. */
  formValues?(record: T): Record<string, unknown>;
  /** The notice once done, e.g. 'Mail queued again'. */
  doneText: X;
  /** Said when a failure carries no message worth showing. */
  failureText: X;
}

/** The dialog a row action asks its details in. */
export interface RowActionForm<X extends string = AdminMessageId> {
  /** The dialog's title; the record's label follows it. */
  title: X;
  schema: ZodType;
  fields: Record<string, ResourceField<X>>;
  submitLabel: X;
  busyLabel: X;
}

/** What a create and an edit form have in common. */
interface FormMode<S extends ZodType, X extends string> {
  /** Its route ('/admin/leaders/edit/:id'); React Router matches it case-insensitively. */
  route: string;
  /** More routes that open the same form (spec: /admin/edit without an id creates an admin). */
  alsoAt?: readonly string[];
  /** The shared-types schema: its fields are the form's, its messages the spec's. */
  schema: S;
  title: X;
  submitLabel: X;
  busyLabel: X;
  /** The spec's toast, posted as the dashboard opens again on the resource's tab. */
  successText: X;
  /** Said when the server does not explain a failure. */
  failureText: X;
  /** Said when the server cannot be reached, when the spec words it (admins). */
  networkText?: X;
  /**
   * Turns what the fields hold into the schema's input where they differ
   * (a batch's counted total typed in dollars, sent in cents).
   */
  toInput?(values: FormValues): FormValues;
}

export interface CreateMode<
  S extends ZodType = ZodType,
  X extends string = AdminMessageId,
> extends FormMode<S, X> {
  save(input: output<S>): Promise<unknown>;
}

export interface EditMode<
  T,
  S extends ZodType = ZodType,
  X extends string = AdminMessageId,
> extends FormMode<S, X> {
  /** Where the record's id is: the route's `:id` (default), or navigation state `{ id }`. */
  idFrom?: 'path' | 'state';
  load(id: number, signal: AbortSignal): Promise<T>;
  save(input: output<S>, id: number): Promise<unknown>;
  /**
   * What the record holds that its form does not edit, shown read-only
   * above the form (a sacrament request's answers and documents).
   */
  details?(record: T): ReactNode;
  /** Said, back on the dashboard, when the record cannot be loaded. */
  loadErrorText: X;
  /** Said, back on the dashboard, when the route names no record (spec: 'No event ID provided.'). */
  missingIdText?: X;
}

/** A resource of any record type, as the registry and the generic screens hold it. */
export type AnyAdminResource = AdminResource<unknown>;

/** A section of the dashboard: one resource, or several listed one after another (Media, Contact). */
export interface DashboardTab {
  /** Its id in navigation state ('users', 'media'). */
  key: string;
  label: AdminMessageId;
  resources: readonly AnyAdminResource[];
  /**
   * A section that is a screen of its own rather than lists (Today): shown
   * to administrators whose roles may make its API call.
   */
  screen?: { call: TabledAdminRoute; Component: ComponentType };
  /** Shown above a section's lists: a reminder of what the office has still to do there. */
  banner?: ComponentType;
}

/**
 * A page of the back-office outside the dashboard's sections, listed in the
 * menu (the door's screen). Opened as a new document: it may need a policy
 * of its own (the camera), which belongs to the page the browser loaded.
 */
export interface DashboardPageLink {
  label: AdminMessageId;
  href: string;
  /** The API call the page is for; only administrators whose roles allow it see the link. */
  call: TabledAdminRoute;
}

/** A group of sections in the dashboard's menu (Website, Giving …). */
export interface DashboardArea {
  key: string;
  label: AdminMessageId;
  sections: readonly DashboardTab[];
  pages?: readonly DashboardPageLink[];
}
