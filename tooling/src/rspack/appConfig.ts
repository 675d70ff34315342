/**
 * An app's browser build: loaders, environment, the dev server, production
 * hashing and its Module Federation container.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { rspack, type Configuration } from '@rspack/core';
import { SITE_NAME } from '@parish/shared-types/shell-document';
import { SITE_MAP_FILES } from '@parish/site-server/site-map';
import {
  APPS,
  API_ALIASES,
  API_FORWARDED_PATHS,
  API_FORWARDED_PREFIX,
  apiOrigin,
  appBaseUrls,
  appPort,
  unversionedRegistry,
} from '@parish/site-server/topology';
import { buildInfoFor, RELEASE_ENV } from '../release/buildInfo';
import {
  BROWSER_TARGETS,
  lazyNumberFormat,
  manifestData,
  PRODUCTION_SPLIT_CHUNKS,
  resolveOptions,
  SERVER_BUILD_DIR,
  sourceRules,
  type AppConfigOptions,
  type CliArgv,
} from './build';
import { htmlTemplate } from './page';
import { RuntimeProviderPlugin } from './runtimeProvider';
import { federationRuntimeExperiments, federationRuntimeModules, sharedConfig } from './sharing';

export function createAppConfig(options: AppConfigOptions) {
  const { name, dirname, exposes, alias, headScripts } = options;
  const isHost = name === 'shell';

  return (_env: unknown, argv: CliArgv = {}): Configuration => {
    const isDev = argv.mode !== 'production';
    const port = appPort(name);
    // Which build this is, written into its manifest (production only: it
    // asks git, and the dev servers rebuild on every save).
    const buildInfo = isDev ? null : buildInfoFor(dirname);
    // `npm run release` builds into a fresh directory of its own; every
    // other build goes to dist/.
    const outputDir = process.env[RELEASE_ENV.outputDir] ?? path.join(dirname, 'dist');
    const routesExpose = exposes?.['./routes'];
    const routesFile = routesExpose ? path.resolve(dirname, routesExpose) : undefined;

    return {
      mode: isDev ? 'development' : 'production',
      context: dirname,
      entry: { main: './src/index.ts' },
      target: ['web', 'es2022'],
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: outputDir,
        // Remotes run on the shell's page: chunk URLs must resolve against
        // the remote's own origin, which `auto` derives from the script URL.
        publicPath: 'auto',
        uniqueName: `parish_${name}`,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The server build lives in server/ beside the browser's (SERVER_BUILD_DIR).
        clean: {
          // (rspack hands this the absolute path of each file it would delete)
          keep: (file: string) =>
            path.relative(outputDir, file).split(path.sep)[0] === SERVER_BUILD_DIR,
        },
      },
      resolve: resolveOptions({ ...federationRuntimeModules(), ...alias }),
      module: { rules: sourceRules(isDev, BROWSER_TARGETS) },
      plugins: [
        lazyNumberFormat(),
        new rspack.DefinePlugin({
          // '' means "same origin": every app server forwards /api to the API.
          'process.env.PUBLIC_API_BASE_URL': JSON.stringify(process.env.PUBLIC_API_BASE_URL ?? ''),
          'process.env.PARISH_APP_NAME': JSON.stringify(name),
        }),
        new rspack.HtmlRspackPlugin({
          templateContent: htmlTemplate(
            isHost ? SITE_NAME : `${SITE_NAME} · ${APPS[name].dir}`,
            headScripts,
          ),
          // The theme boot script above must run before any bundle.
          inject: 'body',
          scriptLoading: 'defer',
          // Absolute script URLs: with the default ('auto', relative) a page
          // opened directly at a nested path such as /about/new asked for
          // /about/main.js and never started.
          publicPath: '/',
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          // The shell registers remotes at run time from remotes.json; no
          // remote URL is ever baked into a build.
          remotes: {},
          shared: sharedConfig(dirname, isDev),
          shareStrategy: 'loaded-first',
          // A remote needing a name the page's trimmed copy lacks loads its own.
          runtimePlugins: [
            path.resolve(import.meta.dirname, '../federation-runtime/trimmedSharedFallback.ts'),
          ],
          manifest: {
            additionalData: manifestData(
              buildInfo && { ...buildInfo, federationRuntime: isHost ? 'provides' : 'external' },
              routesFile,
            ),
          },
          // The DTS plugin downloads types over the network; contracts live
          // in @parish/shared-types instead.
          dts: false,
          experiments: federationRuntimeExperiments(isHost),
        }),
        !isHost && new RuntimeProviderPlugin(),
        isDev && new ReactRefreshRspackPlugin(),
      ],
      optimization: {
        // Keep the federation runtime and shared fallbacks in their own chunks.
        splitChunks: isDev ? false : PRODUCTION_SPLIT_CHUNKS,
      },
      performance: { hints: false },
      // Compiling on first request breaks modules that another origin (the
      // shell) loads through the federation; builds take about a second anyway.
      lazyCompilation: false,
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: {
          // Manifests and chunks are fetched cross-origin by the shell.
          'Access-Control-Allow-Origin': '*',
        },
        client: { overlay: { errors: true, warnings: false } },
        proxy: [
          {
            context: [API_FORWARDED_PREFIX, ...API_FORWARDED_PATHS],
            target: apiOrigin(),
            changeOrigin: true,
          },
          ...Object.entries(API_ALIASES).map(([alias, apiPath]) => ({
            context: [alias],
            target: apiOrigin(),
            changeOrigin: true,
            pathRewrite: { [`^${alias}`]: apiPath },
          })),
        ],
        setupMiddlewares: (middlewares) => {
          if (isHost) {
            middlewares.unshift({
              name: 'remotes-registry',
              path: '/remotes.json',
              middleware: (_req: IncomingMessage, res: ServerResponse) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-store');
                res.end(JSON.stringify(unversionedRegistry(appBaseUrls())));
              },
            });
            // robots.txt and sitemap.xml, as the production shell answers them.
            for (const [file, { contentType, body }] of Object.entries(SITE_MAP_FILES)) {
              middlewares.unshift({
                name: `site-map${file}`,
                path: file,
                middleware: (_req: IncomingMessage, res: ServerResponse) => {
                  res.setHeader('Content-Type', contentType);
                  res.setHeader('Cache-Control', 'no-store');
                  res.end(body(appBaseUrls().shell));
                },
              });
            }
          }
          return middlewares;
        },
      },
    };
  };
}
