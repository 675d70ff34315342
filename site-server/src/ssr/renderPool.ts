/**
 * Worker threads that render pages with the shell's server build, so that
 * the remotes' server code never runs in the thread answering HTTP
 * (issue 17: a remote's server code can never take the shell's server
 * down). A call that gets no answer within its limit ends its worker; a
 * worker that throws, exits or runs out of memory is replaced; while none
 * is running, calls fail at once and the site serves pages rendered in the
 * browser, as before.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageDataSnapshot, RemotesRegistry } from '@parish/shared-types';
import type {
  PreparedPage,
  RenderedPage,
  RenderReply,
  RenderRequest,
  RenderWorkerData,
  WorkerReady,
} from './renderProtocol';

export interface RenderPoolOptions extends RenderWorkerData {
  /** Worker threads (each renders one page at a time on one core). */
  size: number;
  /** A call with no answer after this long ends its worker. */
  callTimeoutMs: number;
  /** The worker script; the default is renderWorker.mjs (tests give their own). */
  workerScript?: string;
  /** Memory a worker may use (MB of old generation) before it is ended. */
  maxMemoryMb?: number;
  /** Told of every worker that ended unexpectedly or was ended, and why. */
  onWorkerLost?: (reason: string) => void;
}

export interface RenderPool {
  /** `requestId`: the visitor request it is for, passed to the API with the reads. */
  prepare(url: string, registry: RemotesRegistry, requestId?: string): Promise<PreparedPage>;
  render(url: string, registry: RemotesRegistry, snapshot: PageDataSnapshot): Promise<RenderedPage>;
  /** Whether a worker is running (else every call fails at once). */
  ready(): boolean;
  close(): Promise<void>;
}

interface Pending {
  resolve: (value: PreparedPage | RenderedPage) => void;
  reject: (error: Error) => void;
  /** Set again once the worker is ready: its start (loading the bundle) is not the call's time. */
  timer: NodeJS.Timeout | null;
}

interface Slot {
  worker: Worker | null;
  ready: boolean;
  pending: Map<number, Pending>;
  /** Consecutive failures to start, for the pause before the next try. */
  failures: number;
  restartTimer: NodeJS.Timeout | null;
}

/** A request before it is numbered (`Omit` applied to each kind of request). */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;

const WORKER_SCRIPT = path.join(import.meta.dirname, 'renderWorker.mjs');
/** What a worker may take to load the shell's server build before its first call counts. */
const WORKER_START_MS = 15_000;
/** The longest pause between attempts to start a worker that keeps failing. */
const MAX_RESTART_PAUSE_MS = 30_000;

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const slots: Slot[] = Array.from({ length: Math.max(1, options.size) }, () => ({
    worker: null,
    ready: false,
    pending: new Map(),
    failures: 0,
    restartTimer: null,
  }));
  let nextId = 1;
  let closed = false;

  function failAll(slot: Slot, reason: string) {
    for (const [id, pending] of slot.pending) {
      if (pending.timer) clearTimeout(pending.timer);
      pending.reject(new Error(reason));
      slot.pending.delete(id);
    }
  }

  function lose(slot: Slot, worker: Worker, reason: string) {
    if (slot.worker !== worker) return;
    slot.worker = null;
    slot.ready = false;
    failAll(slot, reason);
    void worker.terminate();
    if (closed) return;
    options.onWorkerLost?.(reason);
    // Right away after a worker that ran; slower and slower while it cannot start.
    const pause = Math.min(
      MAX_RESTART_PAUSE_MS,
      slot.failures === 0 ? 0 : 500 * 2 ** slot.failures,
    );
    slot.failures += 1;
    slot.restartTimer = setTimeout(() => start(slot), pause);
    slot.restartTimer.unref();
  }

  function start(slot: Slot) {
    slot.restartTimer = null;
    if (closed) return;
    const data: RenderWorkerData = {
      bundle: options.bundle,
      apiOrigin: options.apiOrigin,
      budgetMs: options.budgetMs,
    };
    const worker = new Worker(options.workerScript ?? WORKER_SCRIPT, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 512 },
      stdout: false,
      stderr: false,
    });
    slot.worker = worker;
    worker.unref();
    worker.on('message', (message: RenderReply | WorkerReady) => {
      if ('ready' in message) {
        slot.ready = true;
        slot.failures = 0;
        // The calls that waited for it start counting now.
        for (const pending of slot.pending.values()) {
          if (pending.timer) clearTimeout(pending.timer);
          pending.timer = limit(slot, worker, options.callTimeoutMs);
        }
        return;
      }
      const pending = slot.pending.get(message.id);
      if (!pending) return;
      slot.pending.delete(message.id);
      if (pending.timer) clearTimeout(pending.timer);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(new Error(message.error));
    });
    worker.on('error', (error) => lose(slot, worker, `the render worker failed: ${error.message}`));
    worker.on('exit', (code) => lose(slot, worker, `the render worker exited (${code})`));
  }

  for (const slot of slots) start(slot);

  /** A call's limit: past it, the worker is taken as stuck and ended. */
  function limit(slot: Slot, worker: Worker, ms: number): NodeJS.Timeout {
    return setTimeout(
      () =>
        lose(
          slot,
          worker,
          slot.ready
            ? `a render took over ${ms} ms`
            : `the render worker did not start within ${ms} ms`,
        ),
      ms,
    );
  }

  function call<T extends PreparedPage | RenderedPage>(
    request: WithoutId<RenderRequest>,
  ): Promise<T> {
    // The least busy running worker; one still starting takes calls too (they wait in its queue).
    const slot = slots
      .filter((candidate) => candidate.worker)
      .sort((a, b) => Number(b.ready) - Number(a.ready) || a.pending.size - b.pending.size)[0];
    const worker = slot?.worker;
    if (!slot || !worker) return Promise.reject(new Error('no render worker is running'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      // A worker still loading the bundle gets that time on top (it is started once, not per call).
      const timer = limit(
        slot,
        worker,
        slot.ready ? options.callTimeoutMs : options.callTimeoutMs + WORKER_START_MS,
      );
      slot.pending.set(id, {
        resolve: resolve as (value: PreparedPage | RenderedPage) => void,
        reject,
        timer,
      });
      worker.postMessage({ ...request, id });
    });
  }

  return {
    prepare: (url, registry, requestId) =>
      call<PreparedPage>({ kind: 'prepare', url, registry, requestId }),
    render: (url, registry, snapshot) =>
      call<RenderedPage>({ kind: 'render', url, registry, snapshot }),
    ready: () => slots.some((slot) => slot.ready),
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot) => {
          if (slot.restartTimer) clearTimeout(slot.restartTimer);
          const worker = slot.worker;
          slot.worker = null;
          failAll(slot, 'the site is stopping');
          if (worker) await worker.terminate();
        }),
      );
    },
  };
}
