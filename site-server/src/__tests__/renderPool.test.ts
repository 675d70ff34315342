import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRenderPool, type RenderPool } from '../ssr/renderPool';

/**
 * A stand-in for the shell's server build, loaded by the real render worker:
 * each URL makes it misbehave as a remote's server code might.
 */
const BUNDLE = `
exports.createPageRenderer = (options) => ({
  async prepare({ url }) {
    if (url === '/throws-later') setTimeout(() => { throw new Error('thrown outside any render'); }, 0);
    if (url === '/loops') for (;;) {}
    if (url === '/exits') process.exit(3);
    if (url === '/rejects') throw new Error('a remote broke');
    if (url === '/rejects-unnoticed') Promise.reject(new Error('nobody waits for this'));
    if (url === '/memory') { const hoard = []; for (;;) hoard.push(new Array(1e6).fill(url)); }
    return { status: 200, remote: null, skipped: [], snapshot: { renderedAt: 'now', today: 'today', entries: { url, api: options.apiOrigin } } };
  },
  async render({ url }) {
    return { html: '<h1>' + url + '</h1>', styles: '', meta: null, widgets: [], skipped: [] };
  },
});
`;

let dir: string;
let pool: RenderPool | null = null;
const lost: string[] = [];

function startPool(bundle = path.join(dir, 'server.cjs')) {
  pool = createRenderPool({
    bundle,
    apiOrigin: 'http://api.test',
    budgetMs: 100,
    size: 1,
    callTimeoutMs: 1_500,
    maxMemoryMb: 64,
    onWorkerLost: (reason) => lost.push(reason),
  });
  return pool;
}

/** Waits until the pool's worker answers a normal page again. */
async function answersAgain(pool: RenderPool) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await pool.prepare('/', {});
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the pool never answered again');
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parish-render-pool-'));
  writeFileSync(path.join(dir, 'server.cjs'), BUNDLE);
  lost.length = 0;
});
afterEach(async () => {
  await pool?.close();
  pool = null;
  rmSync(dir, { recursive: true, force: true });
});

describe('the render workers', () => {
  it("render with the shell's server build, given the API's address", async () => {
    const running = startPool();
    const prepared = await running.prepare('/about', {});
    expect(prepared.snapshot.entries).toEqual({ url: '/about', api: 'http://api.test' });
    const rendered = await running.render('/about', {}, prepared.snapshot);
    expect(rendered.html).toBe('<h1>/about</h1>');
  });

  it('pass on a failure of the page as a failed call, and go on', async () => {
    const running = startPool();
    await expect(running.prepare('/rejects', {})).rejects.toThrow('a remote broke');
    // A failed promise no one waits for is logged, as a browser would, not fatal.
    expect((await running.prepare('/rejects-unnoticed', {})).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await running.prepare('/', {})).status).toBe(200);
    expect((await running.prepare('/', {})).status).toBe(200);
    expect(lost).toEqual([]);
  });

  const misdeeds: Array<[what: string, url: string, reason: RegExp]> = [
    ['throws outside any render', '/throws-later', /failed: thrown outside any render/],
    ['loops forever', '/loops', /took over 1500 ms/],
    ['ends its process', '/exits', /exited \(3\)/],
    // Ended by its heap limit, or by the render deadline when a busy machine fills it slowly.
    ['exhausts its memory', '/memory', /failed|exited|took over 1500 ms/],
  ];

  it.each(misdeeds)(
    'survive server code that %s: the worker is replaced and the next page renders',
    async (_what, url, reason) => {
      const running = startPool();
      await answersAgain(running);
      // The call itself may even answer (an error thrown later ends the worker after it).
      await running.prepare(url, {}).catch(() => null);
      for (let waited = 0; lost.length === 0 && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(lost.join('\n')).toMatch(reason);
      expect(await answersAgain(running)).toMatchObject({ status: 200 });
    },
    20_000,
  );

  it('fail at once while no worker can start (no server build), without ending the site', async () => {
    const running = startPool(path.join(dir, 'missing.cjs'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(running.ready()).toBe(false);
    await expect(running.prepare('/', {})).rejects.toThrow();
  });
});
