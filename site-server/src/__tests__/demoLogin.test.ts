/**
 * The demo owner's password as `npm start` shows it: the API, started as
 * the stack starts it (production, embedded database, demo data) without
 * DEMO_ADMIN_PASSWORD, generates a strong password on its first start and
 * prints it once with the login; it signs in, the once-published default
 * does not, and a later start does not print it again.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APPS, type AppName } from '../topology';
import { demoAdminLoginOf, ROOT, startStack } from '../stack';

const ALL_APPS = Object.keys(APPS) as AppName[];

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

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-demo-login-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the API alone on `dataDir` and returns what it printed as the login, and its URL. */
async function startApi() {
  const api = await freePort();
  const ports = { api, ...Object.fromEntries(ALL_APPS.map((app) => [app, 0])) } as Record<
    AppName,
    number
  > & { api: number };
  const logins: string[] = [];
  const stack = await startStack({
    ports,
    skip: ALL_APPS,
    serverRenderingEnv: { SERVER_RENDERING: 'off' },
    apiEnv: {
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DEMO_ADMIN_PASSWORD: '',
      SEED_DEMO_DATA: 'true',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      SESSION_SECRET: 'demo-login-test-secret-that-is-long-enough-0123',
      LOG_LEVEL: 'warn',
    },
    onApiOutput: (line) => {
      const login = demoAdminLoginOf(line);
      if (login) logins.push(login);
    },
  });
  return { stack, logins, url: stack.urls.api };
}

const logIn = (url: string, email: string, password: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('npm start without DEMO_ADMIN_PASSWORD', () => {
  it('prints a generated password on the first start only, and it signs in', async () => {
    const first = await startApi();
    const match = /^(\S+) \/ (\S+) \(generated, shown this once/.exec(first.logins[0] ?? '');
    const password = match?.[2] ?? '';
    try {
      expect(first.logins).toHaveLength(1);
      expect(match?.[1]).toBe('admin@holytrinity.example');
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect((await logIn(first.url, 'admin@holytrinity.example', password)).status).toBe(200);
      expect(
        (await logIn(first.url, 'admin@holytrinity.example', 'Trinity-Demo-2026')).status,
      ).toBe(401);
    } finally {
      await first.stack.close();
    }

    const again = await startApi();
    try {
      expect(again.logins).toEqual([
        'admin@holytrinity.example / (the password shown at the first start)',
      ]);
      expect((await logIn(again.url, 'admin@holytrinity.example', password)).status).toBe(200);
    } finally {
      await again.stack.close();
    }
  }, 180_000);

  it('is not in the README, which says where the password comes from instead', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).not.toContain('Trinity-Demo-2026');
    expect(readme).toMatch(/DEMO_ADMIN_PASSWORD/);
  });
});
