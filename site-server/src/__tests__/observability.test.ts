import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { startAppServer, type RunningAppServer } from '../appServer';
import { createSiteMetrics, loggableUrl } from '../observability';

const TOKEN = 'metrics-token-0123456789abcdef';
let dir: string;
const servers: RunningAppServer[] = [];
const closers: Array<() => Promise<void>> = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parish-observability-'));
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>Parish</title>');
  writeFileSync(path.join(dir, 'dist/main.0123abcd.js'), 'console.log("shell")');
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await Promise.all(closers.splice(0).map((close) => close()));
  rmSync(dir, { recursive: true, force: true });
});

/** Every JSON line written to the log. */
function captureLog() {
  const stream = new PassThrough();
  const lines: Array<Record<string, unknown>> = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
  });
  return { stream, lines };
}

/** A stand-in API that records the headers of what reaches it. */
async function fakeApi() {
  const seen: http.IncomingHttpHeaders[] = [];
  const api = http.createServer((request, answer) => {
    seen.push(request.headers);
    answer.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => api.close(() => resolve())));
  return { origin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, seen };
}

async function serve(options: Partial<Parameters<typeof startAppServer>[0]> = {}) {
  const server = await startAppServer({
    root: path.join(dir, 'dist'),
    port: 0,
    apiOrigin: 'http://127.0.0.1:9',
    name: 'shell',
    ...options,
  });
  servers.push(server);
  return server;
}

describe('metrics', () => {
  it('are a 404 like any missing file without the token, or when no token is set', async () => {
    const withToken = await serve({ metrics: createSiteMetrics(), metricsToken: TOKEN });
    const missing = await fetch(`${withToken.url}/no-such-file.js`);
    const refused: Array<Record<string, string>> = [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: TOKEN },
    ];
    for (const headers of refused) {
      const answer = await fetch(`${withToken.url}/metrics`, { headers });
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe(await missing.clone().text());
    }
    const withoutToken = await serve({ metrics: createSiteMetrics() });
    const answer = await fetch(`${withoutToken.url}/metrics`, {
      headers: { Authorization: 'Bearer ' },
    });
    expect(answer.status).toBe(404);
  });

  it('count and time each request by its route pattern, with the server-render metrics, for the token', async () => {
    const server = await serve({ metrics: createSiteMetrics(), metricsToken: TOKEN });
    await (await fetch(`${server.url}/main.0123abcd.js`)).text();
    const answer = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(
      /http_requests_total\{app="shell",method="GET",route="\/\*",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.]+",app="shell",method="GET",route="\/\*"/,
    );
    // The raw URL is never a label.
    expect(text).not.toContain('main.0123abcd.js');
    expect(text).toContain('# TYPE ssr_renders_total counter');
    expect(text).toContain('# TYPE ssr_render_duration_seconds histogram');
  });
});

describe('request ids and the log', () => {
  it("log each request under an id that the answer names and the API receives, the client's own id ignored", async () => {
    const api = await fakeApi();
    const log = captureLog();
    const server = await serve({ apiOrigin: api.origin, logLevel: 'info', logStream: log.stream });
    const answer = await fetch(`${server.url}/api/events?token=secret-link`, {
      headers: { 'X-Request-Id': 'forged-by-a-client', Cookie: 'parish_session=s3cret' },
    });
    await answer.text();
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.seen[0]?.['x-request-id']).toBe(id);
    const lines = log.lines.filter((line) => line.reqId === id);
    expect(lines.length).toBeGreaterThan(0);
    const written = JSON.stringify(log.lines);
    expect(written).toContain('/api/events?token=[redacted]');
    expect(written).not.toContain('secret-link');
    expect(written).not.toContain('s3cret');
    expect(written).not.toContain('forged-by-a-client');
  });

  it('keep the X-Request-Id a trusted proxy sent', async () => {
    const api = await fakeApi();
    const log = captureLog();
    const server = await serve({
      apiOrigin: api.origin,
      trustedProxies: ['loopback'],
      logLevel: 'info',
      logStream: log.stream,
    });
    const answer = await fetch(`${server.url}/api/events`, {
      headers: { 'X-Request-Id': 'edge-7f3a' },
    });
    await answer.text();
    expect(answer.headers.get('x-request-id')).toBe('edge-7f3a');
    expect(api.seen[0]?.['x-request-id']).toBe('edge-7f3a');
    expect(log.lines.some((line) => line.reqId === 'edge-7f3a')).toBe(true);
  });
});

describe('loggableUrl', () => {
  it("takes out a link's secrets, and keeps hashed files and page slugs", () => {
    expect(loggableUrl('/reset-password?token=abc&next=/')).toBe(
      '/reset-password?token=[redacted]&next=/',
    );
    expect(loggableUrl('/api/waitlist/q8Zr3kP0vN2mX7aT5yL1cW9e/claim')).toBe(
      '/api/waitlist/[redacted]/claim',
    );
    expect(loggableUrl('/main.3f2a9c1d.js')).toBe('/main.3f2a9c1d.js');
    expect(loggableUrl('/blog/easter-vigil-2026-at-st-marys-parish')).toBe(
      '/blog/easter-vigil-2026-at-st-marys-parish',
    );
  });
});
