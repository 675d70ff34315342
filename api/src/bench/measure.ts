/** One load run with autocannon, and the markdown table of all of them. */
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

export interface Load {
  /** As shown in the table, e.g. `GET /api/events/`. */
  route: string;
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
}

export interface Measurement {
  database: string;
  route: string;
  seconds: number;
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

export async function measure(load: Load, seconds: number, database: string): Promise<Measurement> {
  const result = await autocannon({
    url: load.url,
    method: load.method,
    connections: CONNECTIONS,
    duration: seconds,
    ...(load.body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(load.body) }),
  });
  return {
    database,
    route: load.route,
    seconds,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Seconds of each measured run, from BENCH_DURATION. */
export function benchDuration(raw: string | undefined): number {
  const value = raw?.trim() || '10';
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 3600) {
    throw new Error(
      `BENCH_DURATION must be a whole number of seconds from 1 to 3600, got "${raw}".`,
    );
  }
  return Number(value);
}

/** Why a run cannot be trusted, or null: every request must have been answered 2xx. */
export function problemOf(measurement: Measurement): string | null {
  const { database, route, errors, non2xx } = measurement;
  if (errors > 0)
    return `${database}, ${route}: ${errors} requests failed (connection errors or timeouts).`;
  if (non2xx > 0) return `${database}, ${route}: ${non2xx} answers were not 2xx.`;
  if (measurement.ok === 0) return `${database}, ${route}: no request was answered.`;
  return null;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const millis = (value: number) => (value < 10 ? value.toFixed(1) : whole(value));

export function markdownTable(measurements: readonly Measurement[]): string {
  const rows = [
    ['Database', 'Route', 'Requests/s (mean)', 'p50 ms', 'p99 ms', '2xx', 'Non-2xx', 'Errors'],
    ['---', '---', '---:', '---:', '---:', '---:', '---:', '---:'],
    ...measurements.map((m) => [
      m.database,
      `\`${m.route}\``,
      whole(m.requestsPerSecond),
      millis(m.latencyP50Ms),
      millis(m.latencyP99Ms),
      whole(m.ok),
      whole(m.non2xx),
      whole(m.errors),
    ]),
  ];
  return rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The value below which a share `q` of `values` falls (0.5: the median, 0.95: p95). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
