/**
 * Keeps a child process running: when it dies unexpectedly it is started
 * again after a pause that doubles with each quick failure (so a process
 * that cannot start does not spin), and resets once it has stayed up.
 *
 * A process that refused its configuration is not started again: the same
 * settings would be refused again, forever. The caller says which exits
 * are such refusals (`isRefusal`), and is told once (`onRefused`).
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

/** How a supervised child ended. */
export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SupervisedProcess {
  /** The running (or last) child. */
  current: () => ChildProcess;
  restarts: () => number;
  /** Whether the child refused its configuration (and is therefore not started again). */
  refused: () => boolean;
  /** Stops supervising and ends the child (SIGTERM, then SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
}

export function supervise(
  start: () => ChildProcess,
  options: {
    backoff?: Backoff;
    /** Told of each unexpected exit and the pause before the restart. */
    onExit?: (exit: ChildExit & { restartInMs: number }) => void;
    /**
     * Whether this exit is the child refusing its configuration, asked once
     * its output has been read to the end (the child's `close`).
     */
    isRefusal?: (exit: ChildExit) => boolean;
    /** Told of a refusal instead of `onExit`: nothing is restarted. */
    onRefused?: (exit: ChildExit) => void;
  } = {},
): SupervisedProcess {
  const backoff = options.backoff ?? API_BACKOFF;
  let child = start();
  let startedAt = Date.now();
  let pause = backoff.initialMs;
  let restarts = 0;
  let stopping = false;
  let refused = false;
  let pending: ReturnType<typeof setTimeout> | null = null;

  const watch = (watched: ChildProcess) => {
    // `close` comes after `exit` once the child's output is read: a refusal's reasons are all in.
    watched.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
      if (stopping || watched !== child) return;
      if (options.isRefusal?.({ code, signal })) {
        refused = true;
        options.onRefused?.({ code, signal });
        return;
      }
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
    refused: () => refused,
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

/** The line a process of this project prints before the reasons it refuses its configuration. */
export const CONFIG_REFUSAL_HEADING = 'Invalid configuration:';

/**
 * The reasons a process listed under "Invalid configuration:" (one
 * `  - reason` line each), or null when its output has no such heading.
 */
export function refusalReasons(lines: readonly string[]): string[] | null {
  const heading = lines.findIndex((line) => line.trim() === CONFIG_REFUSAL_HEADING);
  if (heading < 0) return null;
  const reasons: string[] = [];
  for (const line of lines.slice(heading + 1)) {
    const reason = /^\s*-\s+(.*)$/.exec(line);
    if (!reason?.[1]) break;
    reasons.push(reason[1]);
  }
  return reasons;
}

/** A process that will not run with the settings it was given, and every reason it said. */
export class ConfigurationRefused extends Error {
  constructor(
    readonly who: string,
    readonly reasons: readonly string[],
  ) {
    super(
      `${who} refused its configuration:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`,
    );
    this.name = 'ConfigurationRefused';
  }
}
