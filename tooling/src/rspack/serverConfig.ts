/**
 * An app's server build, and the pairs of builds each kind of app makes.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { buildInfoFor, RELEASE_ENV } from '../release/buildInfo';
import { createAppConfig } from './appConfig';
import {
  lazyNumberFormat,
  manifestData,
  resolveOptions,
  SERVER_BUILD_DIR,
  SERVER_TARGETS,
  sourceRules,
  type AppConfigOptions,
  type CliArgv,
  type ConfigFactory,
} from './build';
import { serverSharedConfig } from './sharing';

/**
 * An app's server build (issue 17): the same pages compiled for Node, so the
 * shell's server can render them into the HTML. A remote's is only its
 * federation container (`remoteEntry.js`, CommonJS, every module in that one
 * file: a server fetches it once per release); the shell's also has
 * `main.js`, which exports the page renderer (`shell/src/server.ts`).
 * mf-admin has none: its pages need a session and render in the browser.
 */
export function createServerConfig(options: AppConfigOptions) {
  const { name, dirname, exposes, alias } = options;
  const isHost = name === 'shell';

  return (_env: unknown, argv: CliArgv = {}): Configuration => {
    const isDev = argv.mode !== 'production';
    const buildInfo = isDev ? null : buildInfoFor(dirname);
    const browserDir = process.env[RELEASE_ENV.outputDir] ?? path.join(dirname, 'dist');

    return {
      name: `${name}-server`,
      mode: isDev ? 'development' : 'production',
      context: dirname,
      entry: isHost ? { main: './src/server.ts' } : {},
      target: 'async-node',
      devtool: 'source-map',
      output: {
        path: path.join(browserDir, SERVER_BUILD_DIR),
        publicPath: 'auto',
        uniqueName: `parish_${name}_server`,
        // CommonJS, whatever the workspace's package.json says of `.js`.
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        // One file: a server loads a remote's container once and needs no
        // chunk loading over the network.
        asyncChunks: false,
        clean: true,
      },
      resolve: resolveOptions(alias),
      module: { rules: sourceRules(isDev, SERVER_TARGETS, false) },
      plugins: [
        lazyNumberFormat(),
        new rspack.DefinePlugin({
          // The server's API client is given the API's address at start.
          'process.env.PUBLIC_API_BASE_URL': JSON.stringify(''),
          'process.env.PARISH_APP_NAME': JSON.stringify(name),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.cjs',
          exposes: exposes ?? {},
          remotes: {},
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          shared: serverSharedConfig(dirname, isHost),
          shareStrategy: 'loaded-first',
          runtimePlugins: isHost
            ? [path.resolve(import.meta.dirname, '../federation-runtime/serverLoading.ts')]
            : [],
          manifest: buildInfo ? { additionalData: manifestData(buildInfo, undefined) } : true,
          dts: false,
        }),
      ],
      optimization: { splitChunks: false, minimize: false },
      performance: { hints: false },
    };
  };
}

/**
 * An app's configuration with its server build beside the browser's:
 * production builds make both (`rspack build` runs them together); the dev
 * server serves the browser build alone, rendered in the browser.
 */
export function withServerBuild(browser: ConfigFactory, server: ConfigFactory) {
  return (env: unknown, argv: CliArgv = {}): Configuration | Configuration[] =>
    argv.mode === 'production' ? [browser(env, argv), server(env, argv)] : browser(env, argv);
}

/** What a remote's server build exposes beside its browser modules: its pages' API reads. */
const SERVER_EXPOSES = { './page-data': './src/app/pageData.server.ts' } as const;

/**
 * A public remote (its pages rendered on the server too): the browser build
 * and, in production, the server build, which also exposes its pages' API
 * reads. `adjust` changes both builds alike, so both render alike.
 */
export function createPublicRemoteConfig(
  options: AppConfigOptions,
  adjust: (build: ConfigFactory) => ConfigFactory = (build) => build,
) {
  const serverExposes = { ...options.exposes, ...SERVER_EXPOSES };
  return withServerBuild(
    adjust(createAppConfig(options)),
    adjust(createServerConfig({ ...options, exposes: serverExposes })),
  );
}
