/**
 * The one bundler configuration every app's `rspack.config.ts` calls.
 *
 * It owns the loaders, environment injection, the dev server, production
 * hashing and Module Federation, including the table of shared singletons.
 * Every sharing decision lives in `SHARED_SINGLETONS` below and nowhere else.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { rspack, type Compilation, type Configuration, type SwcLoaderOptions } from '@rspack/core';
import {
  buildInfoFor,
  installedVersion,
  packageNameOf,
  RELEASE_ENV,
  type ParishBuildInfo,
} from './scripts/lib/buildInfo';
import { pageFiles } from './scripts/lib/pageChunks';
import { RuntimeProviderPlugin } from './scripts/lib/runtimeProvider';
import { SITE_MAP_FILES } from './site-server/src/siteMap';
import {
  APPS,
  API_ALIASES,
  API_FORWARDED_PATHS,
  API_FORWARDED_PREFIX,
  apiOrigin,
  appBaseUrls,
  appPort,
  unversionedRegistry,
  type AppName,
} from './site-server/src/topology';
// Applies the stored theme before first paint, so the page never flashes the
// wrong colours; shared-web owns the storage key, attribute and colours.
import { THEME_BOOT_SCRIPT, THEME_BOOT_STYLE } from './shared-web/src/theme/themeBoot';
import { SITE_NAME } from './shared-types/src/shellDocument';
import { USED_EXPORTS } from './rspack.shared-exports';

/**
 * Modules loaded once per page and handed to every app that asks for them.
 *
 * - React, its renderer and the router must be single instances: two copies
 *   break hooks and routing context.
 * - `@mui/material` and emotion are shared whole so the shell's theme reaches
 *   every remote through one context. Apps import MUI from the package root
 *   only (ESLint enforces it): a deep import would bundle a second copy.
 * - `@parish/shared-web` holds the API client and the admin session store;
 *   one instance means one session for the shell and all remotes.
 * - `dayjs` and `zustand` are small and used everywhere.
 *
 * Each app requires at least the version it was built with (`^installed`):
 * a remote built against shared-web 1.1 needs a shell that provides 1.1.
 * `strictVersion` turns an unmet requirement into a load error (the
 * remote's fallback with Retry) where running anyway would crash the page
 * (a missing component is React error #130); the deploy command refuses
 * such a build before that (docs/delivery.md). `dayjs` and `zustand` keep
 * their APIs within a major, so an older copy only warns.
 *
 * `@parish/shared-types` is deliberately not shared: it is mostly types, and
 * its schemas tree-shake to what each app uses.
 */
const SHARED_SINGLETONS: Record<string, { strictVersion: boolean }> = {
  react: { strictVersion: true },
  'react/jsx-runtime': { strictVersion: true },
  'react/jsx-dev-runtime': { strictVersion: true },
  'react-dom': { strictVersion: true },
  'react-dom/client': { strictVersion: true },
  'react-router': { strictVersion: true },
  'react-router-dom': { strictVersion: true },
  '@mui/material': { strictVersion: true },
  '@emotion/react': { strictVersion: true },
  '@emotion/styled': { strictVersion: true },
  zustand: { strictVersion: false },
  dayjs: { strictVersion: false },
  '@parish/shared-web': { strictVersion: true },
};

/**
 * In production builds, the shared copy of MUI and of the router keeps only
 * the names some app imports (rspack.shared-exports.ts, written by
 * `npm run shared:exports` and checked in CI): every app gets the shell's
 * copy, so it must hold what every app needs. A remote that needs a name the
 * deployed shell's copy lacks loads its own copy instead (the
 * `trimmedSharedFallback` runtime plugin); the contract check warns before
 * such a deploy. Development builds share whole libraries: `usedExports`
 * breaks the dev server.
 */
function treeShakingFor(request: string, isDev: boolean) {
  const usedExports = USED_EXPORTS[request];
  if (isDev || !usedExports) return {};
  return { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] } };
}

/**
 * The table of shared singletons for one app: each requires at least the
 * version the app was built with; `extra` adds what the kind of build needs
 * (the browser's trimmed copies, the server's eager or absent copies).
 */
function sharedTable(appDir: string, extra: (request: string) => object) {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([request, { strictVersion }]) => [
      request,
      {
        singleton: true,
        strictVersion,
        requiredVersion: `^${installedVersion(packageNameOf(request), appDir)}`,
        ...extra(request),
      },
    ]),
  );
}

function sharedConfig(appDir: string, isDev: boolean) {
  return sharedTable(appDir, (request) => treeShakingFor(request, isDev));
}

/**
 * One federation runtime per page, the shell's: it puts its runtime core on
 * a global, and the remotes' entries read it there instead of each carrying
 * a copy (about 20 KiB gzip each). A remote's own page gets the core from a
 * small script of its own (scripts/lib/runtimeProvider.ts); the contract
 * check refuses such a remote against a shell that does not provide it.
 * `target: 'web'` leaves the runtime's Node loaders out of the browser build.
 * A remote never loads another remote itself (a page mounts another remote's
 * widget through the shell's loader, shared-web's `RemoteWidget`), so its
 * entry goes without the code for loading remotes (`disableRemote`).
 */
function federationRuntimeExperiments(isHost: boolean) {
  return {
    ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
    optimization: { target: 'web' as const, disableRemote: !isHost },
  };
}

const requireFromHere = createRequire(import.meta.url);

/**
 * The federation plugin imports its runtime (bundler runtime, runtime, core
 * and the plugin that provides the core to the page) by the CommonJS files
 * Node resolves, which the bundler cannot trim: the shell's entry carried
 * all of the federation SDK, and every remote entry too, for the two names
 * it uses. Their ES module builds are the same code, trimmed (the shell's
 * entry 36.5 → 31.0 KiB gzip, a remote's 15.3 → 9.8). Each build takes
 * every one of them from the ES module build, so no file comes twice.
 */
function federationRuntimeModules(): Record<string, string> {
  const fromPlugin = createRequire(requireFromHere.resolve('@module-federation/enhanced/rspack'));
  const tools = fromPlugin.resolve('@module-federation/runtime-tools');
  const fromTools = createRequire(tools);
  const commonJsFiles = [
    fromTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromTools.resolve('@module-federation/runtime'),
    fromTools.resolve('@module-federation/runtime/helpers'),
    fromTools.resolve('@module-federation/runtime-core'),
    tools,
    tools.replace(/index\.cjs$/, 'runtime-core.cjs'),
    fromPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return Object.fromEntries(
    commonJsFiles
      .filter((file) => file.endsWith('.cjs'))
      .map((file) => [file, file.replace(/\.cjs$/, '.js')]),
  );
}

/**
 * Emotion's small internals serve three shared packages (@emotion/react,
 * @emotion/styled and MUI), and each shared package's chunk carried its own
 * copy of them: one chunk of them instead, on every page.
 */
const PRODUCTION_SPLIT_CHUNKS = {
  cacheGroups: {
    emotionInternals: {
      test: /[\\/]node_modules[\\/]@emotion[\\/](serialize|hash|unitless|utils|memoize|weak-memoize|use-insertion-effect-with-fallbacks)[\\/]/,
      name: 'emotion-internals',
      chunks: 'all' as const,
      minSize: 0,
      priority: 20,
    },
  },
};

const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 114', 'safari >= 16.4'];

export interface AppConfigOptions {
  name: AppName;
  /** The app's directory (`import.meta.dirname` of its config). */
  dirname: string;
  /** Modules the app exposes to the federation, e.g. `{ './routes': './src/app/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Extra module aliases of this app (both its browser and its server build). */
  alias?: Record<string, string>;
  /** Inline scripts the app's page runs first, after the theme's (the shell's early taps). */
  headScripts?: readonly string[];
}

export interface CliArgv {
  mode?: 'development' | 'production' | 'none';
}

// A gold cross on navy, inline so the page makes no extra request for it.
const FAVICON_SVG = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d3557"/><path d="M14 5h4v7h7v4h-7v11h-4V16H7v-4h7z" fill="#f0c06a"/></svg>',
);

/**
 * An app's page. The shell's server adds the registry and the current
 * route's preloads at serve time (site-server/src/pageHints.ts).
 */
export function htmlTemplate(title: string, headScripts: readonly string[] = []): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="An ecumenical Catholic parish: worship, community and spiritual growth. Events, giving, ministries and more." />
    <meta name="theme-color" content="#1d3557" />
    <link rel="icon" href="data:image/svg+xml,${FAVICON_SVG}" />
    <title>${title}</title>
    <script>${THEME_BOOT_SCRIPT}</script>${headScripts.map((script) => `<script>${script}</script>`).join('')}
    <style>
      ${THEME_BOOT_STYLE}
      body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
    </style>
  </head>
  <body>
    <noscript>This site needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}

/**
 * What the app's manifest says beyond Module Federation's own fields: this
 * build's identity (`metaData.buildInfo`, production only) and, for a
 * remote with a route table, the files of each of its pages
 * (`metaData.pages`, scripts/lib/pageChunks.ts).
 */
function manifestData(buildInfo: ParishBuildInfo | null, routesFile: string | undefined) {
  return ({
    stats,
    compilation,
  }: {
    stats: { metaData: { buildInfo: object; pages?: Record<string, string[]> } };
    compilation: Compilation;
  }): void => {
    if (buildInfo) stats.metaData.buildInfo = { ...stats.metaData.buildInfo, ...buildInfo };
    if (routesFile) stats.metaData.pages = pageFiles(compilation, routesFile);
  };
}

function swcOptions(
  isDev: boolean,
  tsx: boolean,
  targets: string[],
  refresh: boolean,
): SwcLoaderOptions {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: {
        react: { runtime: 'automatic', development: isDev, refresh },
      },
    },
    env: { targets },
  };
}

/** TypeScript through SWC, for the given targets (hot refresh only in the browser's dev build). */
function sourceRules(isDev: boolean, targets: string[], refresh = isDev) {
  return [
    {
      test: /\.ts$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: swcOptions(isDev, false, targets, refresh),
    },
    {
      test: /\.tsx$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: swcOptions(isDev, true, targets, refresh),
    },
    { test: /\.(png|jpe?g|webp|svg|ico)$/, type: 'asset/resource' as const },
    // The QR decoder's WebAssembly (mf-admin's camera scan): served by us, never a CDN.
    { test: /\.wasm$/, type: 'asset/resource' as const },
  ];
}

/**
 * MUI's TablePagination builds an `Intl.NumberFormat` when its module loads;
 * the shared MUI copy holds it, so every first visit paid for the locale
 * data. The replacement builds it at first use (shared-web/src/mui/format-number.ts).
 */
function lazyNumberFormat() {
  return new rspack.NormalModuleReplacementPlugin(
    /[\\/]locale[\\/]utils[\\/]buildFormatNumber(\.mjs)?$/,
    path.resolve(import.meta.dirname, 'shared-web/src/mui/format-number.ts'),
  );
}

function resolveOptions(alias: Record<string, string> = {}) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      // @mui/icons-material reaches into `@mui/material/SvgIcon`; point it
      // at the shared package root so icons never bundle a second MUI.
      '@mui/material/SvgIcon$': path.resolve(import.meta.dirname, 'shared-web/src/mui/svg-icon.ts'),
      ...alias,
    },
  };
}

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
            path.resolve(import.meta.dirname, 'federation-runtime/trimmedSharedFallback.ts'),
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

/**
 * Where an app's server build goes, inside its browser build's directory,
 * so a release carries both and the server's manifest sits at a fixed place
 * beside the browser's (`<base>/server/mf-manifest.json`).
 */
export const SERVER_BUILD_DIR = 'server';

const SERVER_TARGETS = ['node 20'];

/**
 * The shared table for the server builds. The shell's server provides every
 * singleton, eagerly (nothing is downloaded on a server, so no async
 * boundary is needed); a remote's server build brings no copy of its own
 * (`import: false`) and takes the shell's, or fails to load, which renders
 * its slot in the browser as before. Whole libraries: no trimming here.
 */
function serverSharedConfig(appDir: string, isHost: boolean) {
  return sharedTable(appDir, () => (isHost ? { eager: true } : { import: false as const }));
}

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
            ? [path.resolve(import.meta.dirname, 'federation-runtime/serverLoading.ts')]
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

export type ConfigFactory = (env: unknown, argv?: CliArgv) => Configuration;

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
