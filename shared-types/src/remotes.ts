import type { ComponentType } from 'react';

/**
 * Contracts between the shell and the remotes. A remote exposes few, stable
 * modules; their props live here so the shell and the remote build against
 * the same types without importing each other's source.
 */

export const REMOTE_NAMES = ['content', 'commerce', 'booking', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `remotes.json`, served beside the shell: remote name to its `mf-manifest.json` URL. */
export type RemotesRegistry = Partial<Record<RemoteName, string>>;

/**
 * What `./routes` of every remote default-exports: a component that renders
 * the remote's pages for the current URL. It is mounted by the shell for the
 * URL prefixes the remote owns, and by the remote itself when run alone.
 */
export type RemoteRoutesProps = Record<string, never>;
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
}

/** The exposed module name of a remote's routes, as `loadRemote` takes it. */
export const remoteRoutesModuleId = (remote: RemoteName) => `${remote}/routes` as const;

/** Props of mf-booking's `./widgets/UpcomingEvents`: the next events, each with Register. */
export interface UpcomingEventsWidgetProps {
  /** How many events to list (spec: 3). */
  limit?: number;
  /** The heading level the widget's title takes on the host page. */
  headingLevel?: 2 | 3;
}

/**
 * Every widget a remote exposes for another remote's pages, by the id
 * `loadRemote` takes (`<remote>/widgets/<Name>`), with its props. A host
 * mounts one with `<RemoteWidget id=… />` from shared-web.
 */
export interface RemoteWidgetProps {
  'booking/widgets/UpcomingEvents': UpcomingEventsWidgetProps;
}
export type RemoteWidgetId = keyof RemoteWidgetProps;

/** What a `./widgets/<Name>` module default-exports. */
export interface RemoteWidgetModule<Id extends RemoteWidgetId = RemoteWidgetId> {
  default: ComponentType<RemoteWidgetProps[Id]>;
}

/** The remote that exposes a widget. */
export function widgetRemote(id: RemoteWidgetId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
