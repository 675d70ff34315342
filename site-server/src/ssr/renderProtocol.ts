/** Messages between the site's HTTP server and its render workers (renderPool.ts, renderWorker.ts). */
import type {
  PageDataSnapshot,
  PreparedPage,
  RemotesRegistry,
  RenderedPage,
} from '@parish/shared-types';

export type { PreparedPage, RenderedPage };

export interface RenderWorkerData {
  /** The shell's server build (`shell/dist/server/main.cjs`). */
  bundle: string;
  apiOrigin: string;
  budgetMs: number;
}

export type RenderRequest =
  | { id: number; kind: 'prepare'; url: string; registry: RemotesRegistry; requestId?: string }
  | {
      id: number;
      kind: 'render';
      url: string;
      registry: RemotesRegistry;
      snapshot: PageDataSnapshot;
    };

export type RenderReply =
  | { id: number; ok: true; value: PreparedPage | RenderedPage }
  | { id: number; ok: false; error: string };

/** The worker's first message, once the bundle is loaded. */
export interface WorkerReady {
  ready: true;
}
