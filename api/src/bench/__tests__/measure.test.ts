import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { benchDuration, markdownTable, measure, problemOf, type Measurement } from '../measure';

describe('benchDuration', () => {
  it('is 10 seconds unless BENCH_DURATION says otherwise', () => {
    expect(benchDuration(undefined)).toBe(10);
    expect(benchDuration('')).toBe(10);
    expect(benchDuration(' 30 ')).toBe(30);
  });

  it.each(['0', '-5', '2.5', 'ten', '3601'])('refuses BENCH_DURATION=%s by name', (raw) => {
    expect(() => benchDuration(raw)).toThrow(/^BENCH_DURATION must be a whole number/);
  });
});

describe('measure', () => {
  let server: http.Server;
  let url: string;
  const bodies: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.method === 'POST') bodies.push(body);
        response.writeHead(request.url === '/full' ? 409 : 200, {
          'content-type': 'application/json',
        });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('counts answered requests and posts the JSON body', async () => {
    const run = await measure(
      { route: 'POST /ok', url: `${url}/ok`, method: 'POST', body: { event: 1 } },
      1,
      'Test server',
    );
    expect(run.ok).toBeGreaterThan(0);
    expect(run.requestsPerSecond).toBeGreaterThan(0);
    expect(run.latencyP99Ms).toBeGreaterThanOrEqual(run.latencyP50Ms);
    expect(run).toMatchObject({ database: 'Test server', route: 'POST /ok', non2xx: 0, errors: 0 });
    expect(problemOf(run)).toBeNull();
    expect(new Set(bodies)).toEqual(new Set(['{"event":1}']));
  });

  it('calls a run with answers other than 2xx untrustworthy', async () => {
    const run = await measure({ route: 'GET /full', url: `${url}/full`, method: 'GET' }, 1, 'Test');
    // Every answer is a 409: none counts as answered. (On a loaded machine a
    // one-second run may end before any answer arrives; that run is untrustworthy too.)
    expect(run.ok).toBe(0);
    expect(problemOf(run)).toMatch(
      run.non2xx > 0
        ? /^Test, GET \/full: \d+ answers were not 2xx\.$/
        : /^Test, GET \/full: (no request was answered|\d+ requests failed .*)\.$/,
    );
  });

  it('names the answers other than 2xx first, and a run nobody answered', () => {
    const run: Measurement = {
      database: 'Test',
      route: 'GET /full',
      seconds: 1,
      requestsPerSecond: 0,
      latencyP50Ms: 0,
      latencyP99Ms: 0,
      ok: 0,
      non2xx: 12,
      errors: 0,
    };
    expect(problemOf(run)).toBe('Test, GET /full: 12 answers were not 2xx.');
    expect(problemOf({ ...run, non2xx: 0 })).toBe('Test, GET /full: no request was answered.');
  });
});

describe('markdownTable', () => {
  it('shows one row per run with rounded figures', () => {
    const run: Measurement = {
      database: 'PGlite (embedded)',
      route: 'GET /api/events/',
      seconds: 10,
      requestsPerSecond: 1234.4,
      latencyP50Ms: 3.14,
      latencyP99Ms: 87.6,
      ok: 12344,
      non2xx: 0,
      errors: 0,
    };
    expect(markdownTable([run]).split('\n')).toEqual([
      '| Database | Route | Requests/s (mean) | p50 ms | p99 ms | 2xx | Non-2xx | Errors |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| PGlite (embedded) | `GET /api/events/` | 1,234 | 3.1 | 88 | 12,344 | 0 | 0 |',
    ]);
  });
});
