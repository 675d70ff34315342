/**
 * Lighthouse's figures as the reports and the end-to-end test read them
 * (issue 28): what one run measured, and the medians of several (only
 * Lighthouse's types here; lighthouseRuns.ts runs it).
 */
import type lighthouse from 'lighthouse';
/** A main-thread task longer than 50 ms, and the script Lighthouse lays it to. */
export interface LongTask {
  /** The script's file name (its path on the site), or what Lighthouse names instead. */
  script: string;
  durationMs: number;
  startMs: number;
}

export interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred (compressed), KiB. */
  jsKib: number;
  longTasks: LongTask[];
  /** Script evaluation per script (bootup-time), the longest first, ms. */
  scriptTime: { script: string; ms: number }[];
  /** What the largest paint was (Lighthouse's label of the element). */
  lcpElement: string;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Lhr = LighthouseResult['lhr'];

/** Origin → the app it serves (`http://127.0.0.1:41234` → `shell`), to name scripts by. */
export type AppOrigins = ReadonlyMap<string, string>;

/**
 * `http://127.0.0.1:41234/main.4f2a.js` → `shell /main.4f2a.js` when that
 * origin is the shell's; the page itself (inline scripts, the parser) is
 * `document`; anything else keeps its address.
 */
export function scriptName(url: string | undefined, origins: AppOrigins, page: string): string {
  if (!url) return 'unattributed';
  if (url === page) return 'document';
  try {
    const parsed = new URL(url);
    const app = origins.get(parsed.origin);
    return app ? `${app} ${parsed.pathname}` : `${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
}

interface TableDetails<T> {
  items?: T[];
}

export function figuresOf(lhr: Lhr, origins: AppOrigins = new Map()): RunFigures {
  const { categories, audits } = lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const details = <T>(id: string) =>
    (audits[id]?.details as TableDetails<T> | undefined)?.items ?? [];
  const element = audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] } | undefined;
  const node = element?.items?.[0]?.items?.[0]?.node;
  const scripts = details<{ resourceType?: string; transferSize?: number }>(
    'resource-summary',
  ).find((item) => item.resourceType === 'script');
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKib: (scripts?.transferSize ?? 0) / 1024,
    longTasks: details<{ url?: string; duration?: number; startTime?: number }>('long-tasks')
      .filter((task) => (task.duration ?? 0) > 50)
      .map((task) => ({
        script: scriptName(task.url, origins, lhr.finalDisplayedUrl),
        durationMs: Math.round(task.duration ?? 0),
        startMs: Math.round(task.startTime ?? 0),
      })),
    scriptTime: details<{ url?: string; scripting?: number }>('bootup-time')
      .map((item) => ({
        script: scriptName(item.url, origins, lhr.finalDisplayedUrl),
        ms: Math.round(item.scripting ?? 0),
      }))
      .filter((item) => item.ms > 0)
      .sort((a, b) => b.ms - a.ms),
    lcpElement: node ? `${node.nodeLabel ?? ''}`.slice(0, 80) : 'n/a',
  };
}

const medianOf = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export interface Summary {
  runs: number;
  /** Each figure's own median over the runs. */
  performance: number;
  performanceRange: [number, number];
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  jsKib: number;
  accessibility: number;
  /** The run whose score is the median one: its long tasks, scripts and largest paint. */
  medianRun: RunFigures;
}

export function summarize(runs: RunFigures[]): Summary {
  if (runs.length === 0) throw new Error('no runs to summarize');
  const scores = runs.map((run) => run.performance);
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    runs: runs.length,
    performance: medianOf(scores),
    performanceRange: [Math.min(...scores), Math.max(...scores)],
    tbtMs: medianOf(runs.map((run) => run.tbtMs)),
    lcpMs: medianOf(runs.map((run) => run.lcpMs)),
    fcpMs: medianOf(runs.map((run) => run.fcpMs)),
    cls: medianOf(runs.map((run) => run.cls)),
    jsKib: medianOf(runs.map((run) => run.jsKib)),
    accessibility: medianOf(runs.map((run) => run.accessibility)),
    medianRun: byScore[Math.floor((byScore.length - 1) / 2)] as RunFigures,
  };
}

/** `1234.5` → `1.23 s`; below a second, `ms`. */
export const formatMs = (ms: number): string =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;

/** The long tasks of a run, the longest first: `3: 210 ms shell /main.js, 90 ms …`. */
export function longTaskList(run: RunFigures, most = 6): string {
  if (run.longTasks.length === 0) return 'none';
  const longest = [...run.longTasks].sort((a, b) => b.durationMs - a.durationMs);
  const shown = longest.slice(0, most).map((task) => `${task.durationMs} ms ${task.script}`);
  const rest = longest.slice(most);
  if (rest.length > 0) {
    const total = rest.reduce((sum, task) => sum + task.durationMs, 0);
    shown.push(`${rest.length} more (${total} ms)`);
  }
  return `${run.longTasks.length}: ${shown.join(', ')}`;
}
