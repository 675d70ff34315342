import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isReleaseVersion } from '@parish/shared-types/remotes';
import { mountedWidgetIds, packageNameOf, releaseVersion } from '../buildInfo';

describe('a release version', () => {
  it('names the package version, the build time in UTC and the commit, and is safe in a URL', () => {
    const version = releaseVersion({
      packageVersion: '1.2.0',
      builtAt: new Date('2026-11-24T10:15:00.123Z'),
      commit: 'abc1234',
      dirty: false,
    });
    expect(version).toBe('1.2.0-20261124.101500-abc1234');
    expect(isReleaseVersion(version)).toBe(true);
    expect(
      releaseVersion({
        packageVersion: '1.2.0',
        builtAt: new Date('2026-11-24T10:15:00Z'),
        commit: 'abc1234',
        dirty: true,
      }),
    ).toBe('1.2.0-20261124.101500-abc1234-dirty');
  });
});

describe('the widgets an app mounts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'parish-widgets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(file: string, text: string) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }

  it("are the widget ids its pages' source names, not its tests'", () => {
    write(
      'src/features/home/components/HomePage.tsx',
      '<RemoteWidget id="booking/widgets/UpcomingEvents" props={{ limit: 3 }} />',
    );
    write('src/features/home/__tests__/HomePage.test.tsx', "'commerce/widgets/ShopTeaser'");
    write('src/testing/site.tsx', "'commerce/widgets/Basket'");
    write('src/lib/notes.ts', "'nobody/widgets/Unknown' and 'booking/widget/Typo'");
    expect(mountedWidgetIds(dir)).toEqual(['booking/widgets/UpcomingEvents']);
  });
});

it('reads the package of a shared request', () => {
  expect(packageNameOf('react/jsx-runtime')).toBe('react');
  expect(packageNameOf('@mui/material')).toBe('@mui/material');
  expect(packageNameOf('@parish/shared-web')).toBe('@parish/shared-web');
});
