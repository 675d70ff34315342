/**
 * Keeps a child process running: when it dies unexpectedly it is started
 * again after a pause that doubles with each quick failure (so a process
 * that cannot start does not spin), and resets once it has stayed up.
 */
import type { ChildProcess } from 'node:child_process';

export interface Backoff {
  /** Pause before the first restart. */
  initialMs: number;
  /** The longest pause. */
  maxMs: number;
  /** A process up this long counts as healthy: the next failure starts from `initialMs` again. */
  stableMs: number;
}

export const API_BACKOFF: Backoff = { initialMs: 500, maxMs: 30_000, stableMs: 30_000 };

export interface SupervisedProcess {
  /** The running (or last) child. */
  current: () => ChildProcess;
  restarts: () => number;
  /** Stops supervising and ends the child (SIGTERM, then SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
}

export function supervise(
  start: () => ChildProcess,
  options: {
    backoff?: Backoff;
    /** Told of each unexpected exit and the pause before the restart. */
    onExit?: (exit: {
      code: number | null;
      signal: NodeJS.Signals | null;
      restartInMs: number;
    }) => void;
  } = {},
): SupervisedProcess {
  const backoff = options.backoff ?? API_BACKOFF;
  let child = start();
  let startedAt = Date.now();
  let pause = backoff.initialMs;
  let restarts = 0;
  let stopping = false;
  let pending: ReturnType<typeof setTimeout> | null = null;

  const watch = (watched: ChildProcess) => {
    watched.once('exit', (code, signal) => {
      if (stopping || watched !== child) return;
      if (Date.now() - startedAt >= backoff.stableMs) pause = backoff.initialMs;
      const restartInMs = pause;
      pause = Math.min(pause * 2, backoff.maxMs);
      options.onExit?.({ code, signal, restartInMs });
      pending = setTimeout(() => {
        pending = null;
        if (stopping) return;
        restarts += 1;
        child = start();
        startedAt = Date.now();
        watch(child);
      }, restartInMs);
    });
  };
  watch(child);

  return {
    current: () => child,
    restarts: () => restarts,
    stop: async (graceMs = 5_000) => {
      stopping = true;
      if (pending) clearTimeout(pending);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
