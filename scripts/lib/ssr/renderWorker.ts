/**
 * A worker thread that renders pages with the shell's server build
 * (renderPool.ts starts it). Remotes' server code runs here, not in the
 * thread answering HTTP: whatever it does (throw later, loop forever, exit,
 * exhaust its memory), the pool ends or loses this worker and starts
 * another, and the site goes on serving.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRenderer, PageRendererOptions } from '../../../shell/src/server';
import type { RenderReply, RenderRequest, RenderWorkerData } from './renderProtocol';

const data = workerData as RenderWorkerData;
const port = parentPort;
if (!port) throw new Error('renderWorker.ts runs as a worker thread');

const requireBundle = createRequire(import.meta.url);
const { createPageRenderer } = requireBundle(data.bundle) as {
  createPageRenderer: (options: PageRendererOptions) => PageRenderer;
};
const renderer = createPageRenderer({ apiOrigin: data.apiOrigin, budgetMs: data.budgetMs });

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
