/**
 * A worker thread that renders pages with the shell's server build
 * (renderPool.ts starts it). Remotes' server code runs here, not in the
 * thread answering HTTP: whatever it does (throw later, loop forever, exit,
 * exhaust its memory), the pool ends or loses this worker and starts
 * another, and the site goes on serving.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRenderer, PageRendererOptions } from '@parish/shared-types';
import type { RenderReply, RenderRequest, RenderWorkerData } from './renderProtocol';

const data = workerData as RenderWorkerData;
const port = parentPort;
if (!port) throw new Error('renderWorker.ts runs as a worker thread');

const requireBundle = createRequire(import.meta.url);
const { createPageRenderer } = requireBundle(data.bundle) as {
  createPageRenderer: (options: PageRendererOptions) => PageRenderer;
};
const renderer = createPageRenderer({ apiOrigin: data.apiOrigin, budgetMs: data.budgetMs });

// A promise that fails with no one waiting on it (a remote that could not
// be loaded, inside the federation runtime) would end the worker, as Node
// ends a program; a browser only logs it, and so does this worker. An
// exception thrown outside any promise still ends it (the pool starts
// another): the worker's state can no longer be trusted then.
process.on('unhandledRejection', (reason) => {
  console.warn(`[ssr] a failure no one waited for: ${describe(reason)}`);
});

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

port.on('message', (request: RenderRequest) => {
  const answer = request.kind === 'prepare' ? renderer.prepare(request) : renderer.render(request);
  answer.then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies RenderReply),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: describe(error) } satisfies RenderReply),
  );
});
port.postMessage({ ready: true });
