/**
 * The parts of a build both the browser's and the server's configuration
 * use: an app's options, the loaders, aliases and the manifest's extra data.
 */
import { createRequire } from 'node:module';
import { rspack, type Compilation, type Configuration, type SwcLoaderOptions } from '@rspack/core';
import type { AppName } from '@parish/site-server/topology';
import type { ParishBuildInfo } from '../release/buildInfo';
import { pageFiles } from './pageChunks';

const fromHere = createRequire(import.meta.url);

/**
 * Where an app's server build goes, inside its browser build's directory,
 * so a release carries both and the server's manifest sits at a fixed place
 * beside the browser's (`<base>/server/mf-manifest.json`).
 */
export const SERVER_BUILD_DIR = 'server';

/**
 * Emotion's small internals serve three shared packages (@emotion/react,
 * @emotion/styled and MUI), and each shared package's chunk carried its own
 * copy of them: one chunk of them instead, on every page.
 */
export const PRODUCTION_SPLIT_CHUNKS = {
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

export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 114', 'safari >= 16.4'];

export const SERVER_TARGETS = ['node 20'];

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

/**
 * What the app's manifest says beyond Module Federation's own fields: this
 * build's identity (`metaData.buildInfo`, production only) and, for a
 * remote with a route table, the files of each of its pages
 * (`metaData.pages`, pageChunks.ts).
 */
export function manifestData(buildInfo: ParishBuildInfo | null, routesFile: string | undefined) {
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
export function sourceRules(isDev: boolean, targets: string[], refresh = isDev) {
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
    // Message catalogs, a workspace's and its features' (`…/locales/<language>.json`), compiled
    // (catalogLoader.mjs; docs/i18n.md).
    {
      test: /[\\/]src[\\/](?:[\w-]+[\\/])*locales[\\/][a-z]{2}\.json$/,
      type: 'json' as const,
      loader: fromHere.resolve('./catalogLoader.mjs'),
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
export function lazyNumberFormat() {
  return new rspack.NormalModuleReplacementPlugin(
    /[\\/]locale[\\/]utils[\\/]buildFormatNumber(\.mjs)?$/,
    fromHere.resolve('@parish/shared-web/mui/format-number'),
  );
}

export function resolveOptions(alias: Record<string, string> = {}) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      // @mui/icons-material reaches into `@mui/material/SvgIcon`; point it
      // at the shared package root so icons never bundle a second MUI.
      '@mui/material/SvgIcon$': fromHere.resolve('@parish/shared-web/mui/svg-icon'),
      ...alias,
    },
  };
}

export type ConfigFactory = (env: unknown, argv?: CliArgv) => Configuration;
