/**
 * Who the API thinks a visitor is, behind the site server. The site server
 * sets X-Forwarded-For (and -Proto, -Host) from its own socket, or from a
 * proxy it is told to trust (TRUSTED_PROXIES), and drops what the client
 * sent; the API believes that from its site server only (TRUST_PROXY,
 * loopback by default). Clients here reach the server from different
 * loopback addresses (127.0.0.2, …), as different visitors would.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  apiPaths,
  type AccountSession,
  type AuditLogPage,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from '@parish/shared-types';
import { startAppServer, type RunningAppServer } from '../appServer';
import { APPS, type AppName } from '../topology';
import { startStack, type RunningStack } from '../stack';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request from the local address `from` (a visitor of its own). */
function send(
  url: string,
  options: { from: string; method?: string; headers?: Record<string, string>; json?: unknown },
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: options.from,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A client's attempts to pass itself off as someone else. */
const SPOOFED = (n: number) => ({
  'x-forwarded-for': `198.51.100.${n}`,
  'x-real-ip': `198.51.100.${n}`,
  forwarded: `for=198.51.100.${n};proto=https`,
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
});

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parish-client-address-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>Site</title>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('what the site server tells the API', () => {
  let upstream: http.Server;
  let seen: http.IncomingHttpHeaders[];
  const servers: RunningAppServer[] = [];

  beforeAll(async () => {
    seen = [];
    // Stands in for the API: answers with nothing, keeps the headers it got.
    upstream = http.createServer((request, response) => {
      seen.push(request.headers);
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await new Promise((resolve) => upstream.close(resolve));
  });

  async function siteServer(trustedProxies?: false | number | string[]) {
    const address = upstream.address() as net.AddressInfo;
    const server = await startAppServer({
      root: path.join(dir, 'dist'),
      port: 0,
      apiOrigin: `http://127.0.0.1:${address.port}`,
      trustedProxies,
    });
    servers.push(server);
    return server;
  }

  it('sets X-Forwarded-For from its socket and drops what the client sent', async () => {
    const server = await siteServer();
    await send(`${server.url}/api/events/`, { from: '127.0.0.2', headers: SPOOFED(1) });
    const headers = seen.at(-1) ?? {};
    expect(headers['x-forwarded-for']).toBe('127.0.0.2');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(server.url).host);
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it('believes a load balancer it is told to trust, and only it', async () => {
    const server = await siteServer(['127.0.0.5']);
    // The load balancer appended the visitor it saw to what the visitor sent.
    const chain = {
      'x-forwarded-for': '203.0.113.66, 198.51.100.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'parish.example',
    };
    await send(`${server.url}/api/events/`, { from: '127.0.0.5', headers: chain });
    expect(seen.at(-1)).toMatchObject({
      'x-forwarded-for': '198.51.100.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'parish.example',
    });
    // Anyone else saying the same is not believed.
    await send(`${server.url}/api/events/`, { from: '127.0.0.6', headers: chain });
    expect(seen.at(-1)).toMatchObject({
      'x-forwarded-for': '127.0.0.6',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(server.url).host,
    });
  });

  it('takes a number of trusted hops, nearest first', async () => {
    const server = await siteServer(1);
    await send(`${server.url}/api/events/`, {
      from: '127.0.0.7',
      headers: { 'x-forwarded-for': '203.0.113.66, 198.51.100.10' },
    });
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('198.51.100.10');
  });
});

describe('the API behind the site server', () => {
  let stack: RunningStack;
  let site: RunningAppServer;
  let data: string;
  const DEMO = { email: 'admin@holytrinity.example', password: 'Trinity-Demo-2026' };

  beforeAll(async () => {
    data = mkdtempSync(path.join(os.tmpdir(), 'parish-client-address-api-'));
    const skip = Object.keys(APPS) as AppName[];
    const ports = {
      api: await freePort(),
      ...Object.fromEntries(skip.map((app) => [app, 0])),
    } as Record<AppName, number> & { api: number };
    // The API as `npm start` runs it, with its default TRUST_PROXY and limits.
    stack = await startStack({
      ports,
      skip,
      apiEnv: {
        PGLITE_DIR: path.join(data, 'pglite'),
        UPLOADS_DIR: path.join(data, 'uploads'),
        SESSION_SECRET: 'client-address-test-secret-0123456789abcdef',
        SEED_DEMO_DATA: 'true',
        DEMO_ADMIN_EMAIL: DEMO.email,
        DEMO_ADMIN_PASSWORD: DEMO.password,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '',
        LOGIN_RATE_LIMIT_MAX: '',
        LOGIN_ACCOUNT_RATE_LIMIT_MAX: '',
      },
      serverRenderingEnv: { SERVER_RENDERING: 'off' },
    });
    site = await startAppServer({
      root: path.join(dir, 'dist'),
      port: 0,
      apiOrigin: stack.urls.api,
    });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await stack?.close();
    rmSync(data, { recursive: true, force: true });
  });

  const logIn = (from: string, password: string, headers: Record<string, string> = {}) =>
    send(`${site.url}${apiPaths.login}`, {
      from,
      headers,
      json: { email: DEMO.email, password },
    });
  const sessionCookie = (answer: Answer) => {
    const cookies = answer.headers['set-cookie'] ?? [];
    const session = cookies.find((cookie) => cookie.startsWith('parish_session='));
    if (!session) throw new Error(`no session cookie: ${answer.status} ${answer.body}`);
    return session.split(';')[0] ?? '';
  };

  it('stops 12 wrong passwords from one visitor, spoofing or not, while others sign in at once', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      statuses.push((await logIn('127.0.0.2', 'a wrong guess', SPOOFED(i))).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const blocked = await logIn('127.0.0.2', DEMO.password, SPOOFED(99));
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.body)).toEqual({ message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE });

    // The owner, from another address: at once.
    const owner = await logIn('127.0.0.3', DEMO.password);
    expect(owner.status).toBe(200);
    const cookie = sessionCookie(owner);

    // Another administrator, from yet another address: at once too.
    const created = await send(`${site.url}${apiPaths.admins}`, {
      from: '127.0.0.3',
      headers: { cookie },
      json: {
        email: 'secretary@example.org',
        name: 'Secretary',
        password: 'a secretary passphrase',
      },
    });
    expect(created.status).toBe(201);
    const secretary = await send(`${site.url}${apiPaths.login}`, {
      from: '127.0.0.4',
      json: { email: 'secretary@example.org', password: 'a secretary passphrase' },
    });
    expect(secretary.status).toBe(200);

    // The session list and the audit log name each visitor's own address, never a spoofed one.
    const sessions = await send(`${site.url}${apiPaths.accountSessions}`, {
      from: '127.0.0.3',
      headers: { cookie },
    });
    expect((JSON.parse(sessions.body) as AccountSession[]).map((s) => s.address)).toEqual([
      '127.0.0.3',
    ]);
    const audit = await send(`${site.url}${apiPaths.audit}?entity=session&page_size=100`, {
      from: '127.0.0.3',
      headers: { cookie },
    });
    const entries = (JSON.parse(audit.body) as AuditLogPage).entries;
    const failed = entries.filter((entry) => entry.action === 'sign_in_failed');
    expect(failed).toHaveLength(10);
    expect(new Set(failed.map((entry) => entry.address))).toEqual(new Set(['127.0.0.2']));
    expect(
      entries
        .filter((entry) => entry.action === 'sign_in')
        .map((entry) => [entry.admin_email, entry.address]),
    ).toEqual(
      expect.arrayContaining([
        [DEMO.email, '127.0.0.3'],
        ['secretary@example.org', '127.0.0.4'],
      ]),
    );
  });
});
