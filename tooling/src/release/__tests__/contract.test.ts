import { checkContract } from '../contract';
import type { FederationManifest } from '../manifest';

const NO_ASSETS = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };

/** The singletons every app of this repository shares, at the versions of one lockfile. */
const PROVIDED: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  '@mui/material': '9.5.0',
  '@parish/shared-web': '1.0.0',
};

function manifest(
  name: string,
  options: {
    release?: string;
    exposes?: string[];
    /** Each singleton's version; the build requires `^version` unless `requires` says otherwise. */
    versions?: Record<string, string>;
    requires?: Record<string, string>;
    sharedTypesVersion?: string;
    mountedWidgets?: string[];
    federationRuntime?: 'provides' | 'external';
    pluginVersion?: string;
  } = {},
): FederationManifest {
  const versions = options.versions ?? PROVIDED;
  return {
    name,
    metaData: {
      buildInfo: {
        buildVersion: options.release ?? `1.0.0-20261124.101500-${name}`,
        sharedTypesVersion: options.sharedTypesVersion ?? '1.0.0',
        mountedWidgets: options.mountedWidgets ?? [],
        federationRuntime: options.federationRuntime,
      },
      remoteEntry: { name: name === 'shell' ? '' : 'remoteEntry.js', path: '' },
      pluginVersion: options.pluginVersion ?? '2.9.2',
    },
    shared: Object.entries(versions).map(([pkg, version]) => ({
      name: pkg,
      version,
      singleton: true,
      requiredVersion: options.requires?.[pkg] ?? `^${version}`,
      assets: NO_ASSETS,
    })),
    exposes: (options.exposes ?? []).map((exposed) => ({
      name: exposed.slice(2),
      path: exposed,
      assets: NO_ASSETS,
    })),
  };
}

const shell = manifest('shell', { release: '1.0.0-20261120.080000-5e11aaa' });
const site = { shell, remotes: {} };

describe('the contract between a remote build and the deployed site', () => {
  it("warns when a remote uses names the shell's trimmed shared copy lacks", () => {
    const withNames = (app: FederationManifest, names: string[]): FederationManifest => ({
      ...app,
      metaData: {
        ...app.metaData,
        buildInfo: { ...app.metaData.buildInfo, sharedUsedExports: { '@mui/material': names } },
      },
    });
    const oldShell = withNames(shell, ['Box', 'Button']);
    const booking = withNames(manifest('booking', { exposes: ['./routes'] }), [
      'Box',
      'Stepper',
      'Rating',
    ]);
    const report = checkContract('booking', booking, { shell: oldShell, remotes: {} });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([
      expect.stringMatching(
        /uses Stepper, Rating from @mui\/material, which the shared copy of the deployed shell .* lacks: .*Deploy a shell built with these names first/,
      ),
    ]);
  });

  it('refuses a remote that takes the federation runtime from the page against a shell that does not provide it', () => {
    const booking = manifest('booking', { exposes: ['./routes'], federationRuntime: 'external' });
    expect(checkContract('booking', booking, site).problems).toEqual([
      expect.stringMatching(
        /^booking \S+ takes the federation runtime from the page, and the deployed shell \(1\.0\.0-20261120\.080000-5e11aaa\) does not provide one: deploy a shell built with provideExternalRuntime/,
      ),
    ]);
    const providing = manifest('shell', { federationRuntime: 'provides' });
    expect(checkContract('booking', booking, { shell: providing, remotes: {} })).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it('warns when the remote and the runtime the shell provides come from different Module Federation versions', () => {
    const providing = manifest('shell', { federationRuntime: 'provides', pluginVersion: '2.9.2' });
    const booking = manifest('booking', {
      exposes: ['./routes'],
      federationRuntime: 'external',
      pluginVersion: '2.9.3',
    });
    const report = checkContract('booking', booking, { shell: providing, remotes: {} });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([
      expect.stringMatching(
        /built with Module Federation 2\.9\.3 and runs on the runtime core of the deployed shell .*, built with 2\.9\.2/,
      ),
    ]);
  });

  it('holds for a build of the same lockfile exposing ./routes', () => {
    const booking = manifest('booking', { exposes: ['./routes'] });
    expect(checkContract('booking', booking, site)).toEqual({ problems: [], warnings: [] });
  });

  it('refuses a remote that requires shared-web 1.1 against a shell that provides 1.0', () => {
    const booking = manifest('booking', {
      release: '1.0.0-20261124.101500-b00c1d1',
      exposes: ['./routes'],
      versions: { ...PROVIDED, '@parish/shared-web': '1.1.0' },
    });
    expect(checkContract('booking', booking, site).problems).toEqual([
      'booking 1.0.0-20261124.101500-b00c1d1 requires @parish/shared-web ^1.1.0, but the deployed shell (1.0.0-20261120.080000-5e11aaa) provides 1.0.0: deploy a shell built with a version that satisfies ^1.1.0 first, or build booking against 1.0.0.',
    ]);
  });

  it('refuses a remote whose ./routes was renamed, naming what it exposes instead', () => {
    const booking = manifest('booking', {
      release: '1.0.0-20261124.101500-b00c1d1',
      exposes: ['./pages'],
    });
    expect(checkContract('booking', booking, site).problems).toEqual([
      "booking 1.0.0-20261124.101500-b00c1d1 does not expose ./routes, which the shell mounts for booking's pages (RemoteRoutesModule in shared-types); it exposes ./pages.",
    ]);
  });

  it('refuses a singleton range the shell cannot satisfy', () => {
    const booking = manifest('booking', {
      release: '1.0.0-20261124.101500-b00c1d1',
      exposes: ['./routes'],
      requires: { 'react-router': '^8.0.0' },
    });
    expect(checkContract('booking', booking, site).problems).toEqual([
      'booking 1.0.0-20261124.101500-b00c1d1 requires react-router ^8.0.0, but the deployed shell (1.0.0-20261120.080000-5e11aaa) provides 7.18.5: deploy a shell built with a version that satisfies ^8.0.0 first, or build booking against 7.18.5.',
    ]);
  });

  it("requires every widget the site's pages mount, and only those", () => {
    const content = manifest('content', {
      exposes: ['./routes'],
      mountedWidgets: ['booking/widgets/UpcomingEvents'],
    });
    const withWidget = manifest('booking', {
      exposes: ['./routes', './widgets/UpcomingEvents'],
    });
    const withoutWidget = manifest('booking', {
      release: '1.0.0-20261124.101500-b00c1d1',
      exposes: ['./routes'],
    });
    const live = { shell, remotes: { content } };
    expect(checkContract('booking', withWidget, live).problems).toEqual([]);
    expect(checkContract('booking', withoutWidget, live).problems).toEqual([
      'booking 1.0.0-20261124.101500-b00c1d1 does not expose ./widgets/UpcomingEvents, which content mounts (RemoteWidgetProps in shared-types); it exposes ./routes.',
    ]);
    // Nobody mounts it: not required.
    expect(checkContract('booking', withoutWidget, site).problems).toEqual([]);
  });

  it('refuses a build of another major version of shared-types than the shell', () => {
    const booking = manifest('booking', {
      release: '1.0.0-20261124.101500-b00c1d1',
      exposes: ['./routes'],
      sharedTypesVersion: '2.0.0',
    });
    expect(checkContract('booking', booking, site).problems).toEqual([
      'booking 1.0.0-20261124.101500-b00c1d1 was built with @parish/shared-types 2.0.0 and the deployed shell (1.0.0-20261120.080000-5e11aaa) with 1.0.0: the contracts between them changed in a breaking way. Deploy a shell built with @parish/shared-types 2.x first.',
    ]);
    const minor = manifest('booking', { exposes: ['./routes'], sharedTypesVersion: '1.4.0' });
    expect(checkContract('booking', minor, site).problems).toEqual([]);
  });

  it('refuses a build of another remote', () => {
    const content = manifest('content', { exposes: ['./routes'] });
    expect(checkContract('booking', content, site).problems).toEqual([
      'This build is the "content" remote, not booking.',
    ]);
  });

  it('warns, without refusing, when its pages mount a widget the live remote lacks', () => {
    const content = manifest('content', {
      exposes: ['./routes'],
      mountedWidgets: ['booking/widgets/UpcomingEvents'],
    });
    const booking = manifest('booking', { release: 'b1', exposes: ['./routes'] });
    expect(checkContract('content', content, { shell, remotes: { booking } })).toEqual({
      problems: [],
      warnings: [
        "content's pages mount booking/widgets/UpcomingEvents, which the deployed booking (b1) does not expose: it will not show until booking ships it.",
      ],
    });
  });
});
