import { Component, Suspense, use, type ErrorInfo, type ReactNode } from 'react';
import {
  markSettled,
  type RemoteWidgetId,
  type RemoteWidgetModule,
  type RemoteWidgetProps,
} from '@parish/shared-types';
import { usePageData } from '../data/pageData';

/** How the page loads another remote's widget; the shell installs one at start. */
export type WidgetLoader = (id: RemoteWidgetId) => Promise<RemoteWidgetModule>;

// Set once per page by its host (the shell, through the federation runtime).
// Configuration of the page, not of a visitor; without it (a remote running
// on its own) widgets of other remotes simply do not show.
let widgetLoader: WidgetLoader | null = null;
const loading = new Map<RemoteWidgetId, Promise<RemoteWidgetModule>>();
/** When each failed load failed: a page rendered on a server tries again after a while. */
const failedAt = new WeakMap<Promise<RemoteWidgetModule>, number>();
const RETRY_FAILED_AFTER_MS = 10_000;

/** Installs the page's widget loader (null: none, as for a remote running alone). */
export function installWidgetLoader(loader: WidgetLoader | null): void {
  widgetLoader = loader;
  loading.clear();
}

function loadWidget(id: RemoteWidgetId): Promise<RemoteWidgetModule> {
  let promise = loading.get(id);
  const failed = promise && failedAt.get(promise);
  if (failed !== undefined && Date.now() - failed >= RETRY_FAILED_AFTER_MS) promise = undefined;
  if (!promise) {
    promise = widgetLoader
      ? widgetLoader(id)
      : Promise.reject(new Error('no widget loader on this page (a remote running alone)'));
    const loaded = markSettled(promise);
    loaded.catch(() => failedAt.set(loaded, Date.now()));
    loading.set(id, loaded);
  }
  return promise;
}

/**
 * Loads a widget ahead, as a page the server rendered with it does before
 * the browser takes the page over; settles either way.
 */
export async function preloadRemoteWidget(id: RemoteWidgetId): Promise<void> {
  await loadWidget(id).catch(() => {});
}

function LoadedWidget<Id extends RemoteWidgetId>({
  id,
  props,
}: {
  id: Id;
  props: RemoteWidgetProps[Id];
}) {
  const { default: Widget } = use(loadWidget(id)) as RemoteWidgetModule<Id>;
  // On a server: the page's HTML holds this widget, so the browser loads it before hydrating.
  usePageData()?.noteWidget(id);
  return <Widget {...props} />;
}

interface BoundaryProps {
  id: RemoteWidgetId;
  fallback: ReactNode;
  children: ReactNode;
}

/** Whatever goes wrong in another team's widget stays inside it. */
class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The next mount tries again (the remote may be back by then).
    loading.delete(this.props.id);
    console.warn(`[widget] ${this.props.id} is not shown`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Mounts a widget another remote exposes (`./widgets/<Name>`, typed in
 * shared-types). If its remote is down, slow, missing or the widget throws,
 * it renders `fallback` (nothing by default) and the host page goes on.
 */
export function RemoteWidget<Id extends RemoteWidgetId>({
  id,
  props,
  fallback = null,
  loadingFallback = null,
}: {
  id: Id;
  props: RemoteWidgetProps[Id];
  fallback?: ReactNode;
  loadingFallback?: ReactNode;
}) {
  return (
    <WidgetBoundary id={id} fallback={fallback}>
      <Suspense fallback={loadingFallback}>
        <LoadedWidget id={id} props={props} />
      </Suspense>
    </WidgetBoundary>
  );
}
