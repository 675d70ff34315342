import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createRegistryReader,
  emptyRegistry,
  readRegistry,
  registryPath,
  remotesJsonFor,
  rollbackTarget,
  updateRegistry,
  withDeploy,
  withRollback,
  type DeployedRelease,
} from '../registry';

const BASE_URLS = {
  content: 'http://content.test',
  commerce: 'http://commerce.test',
  booking: 'https://cdn.test/booking',
  admin: 'http://admin.test',
};

function release(version: string): DeployedRelease {
  return {
    release: version,
    manifest: `https://cdn.test/booking/releases/${version}/mf-manifest.json`,
    deployedAt: '2026-11-24T10:15:00.000Z',
  };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parish-registry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the registry', () => {
  it('serves every remote from its unversioned build until a release is deployed', () => {
    expect(remotesJsonFor(emptyRegistry(), BASE_URLS).booking).toEqual({
      manifest: 'https://cdn.test/booking/mf-manifest.json',
      // Its server build, beside it; mf-admin renders in the browser only.
      serverManifest: 'https://cdn.test/booking/server/mf-manifest.json',
      release: null,
      releaseManifest: 'https://cdn.test/booking/releases/{release}/mf-manifest.json',
    });
    expect(remotesJsonFor(emptyRegistry(), BASE_URLS).admin?.serverManifest).toBeNull();
  });

  it('switches a remote on deploy, keeps the history, and rolls back one step at a time', () => {
    const v1 = withDeploy(emptyRegistry(), 'booking', release('v1'), 'ops');
    const v2 = withDeploy(v1, 'booking', release('v2'), 'ops');
    expect(remotesJsonFor(v2, BASE_URLS).booking).toMatchObject({
      release: 'v2',
      manifest: 'https://cdn.test/booking/releases/v2/mf-manifest.json',
    });
    expect(remotesJsonFor(v2, BASE_URLS).content?.release).toBeNull();

    const back = withRollback(v2, 'booking', 'ops', '2026-11-24T11:00:00.000Z');
    expect(remotesJsonFor(back, BASE_URLS).booking?.release).toBe('v1');
    const first = withRollback(back, 'booking', 'ops', '2026-11-24T11:01:00.000Z');
    expect(remotesJsonFor(first, BASE_URLS).booking?.release).toBeNull();
    expect(rollbackTarget(first, 'booking')).toBeUndefined();
    expect(() => withRollback(first, 'booking', 'ops', '')).toThrow(
      'booking has no earlier release to roll back to',
    );
    expect(first.history.map(({ action, from, to }) => [action, from, to])).toEqual([
      ['deploy', null, 'v1'],
      ['deploy', 'v1', 'v2'],
      ['rollback', 'v2', 'v1'],
      ['rollback', 'v1', null],
    ]);
  });

  it('is written whole by a rename, leaving no temporary file, and read back', async () => {
    await updateRegistry(dir, (document) => ({
      document: withDeploy(document, 'booking', release('v1'), 'ops'),
      result: null,
    }));
    expect(await readdir(dir)).toEqual(['registry.json']);
    expect((await readRegistry(dir)).remotes.booking?.current?.release).toBe('v1');
  });

  it('lets one deploy at a time change it', async () => {
    const deploys = ['v1', 'v2', 'v3'].map((version) =>
      updateRegistry(dir, (document) => ({
        document: withDeploy(document, 'booking', release(version), 'ops'),
        result: null,
      })),
    );
    await Promise.all(deploys);
    // None of the three read-modify-writes was lost.
    expect((await readRegistry(dir)).history).toHaveLength(3);
  });

  it('is re-read by servers only when it changed, and a damaged file keeps the last good one', async () => {
    const read = createRegistryReader(dir);
    expect((await read()).document.remotes).toEqual({});
    await updateRegistry(dir, (document) => ({
      document: withDeploy(document, 'booking', release('v1'), 'ops'),
      result: null,
    }));
    const first = await read();
    expect(first.document.remotes.booking?.current?.release).toBe('v1');
    expect(await read()).toBe(first);

    jest.spyOn(console, 'error').mockImplementation(() => {});
    writeFileSync(registryPath(dir), '{ "schema": 1, "remo');
    expect((await read()).document.remotes.booking?.current?.release).toBe('v1');
  });
});
