import type { Configuration } from '@rspack/core';
import {
  createAppConfig,
  createServerConfig,
  SERVER_EXPOSES,
  withServerBuild,
  type CliArgv,
} from '../rspack.base';

const exposes = { './routes': './src/app/routes.tsx' };
const options = { name: 'content', dirname: import.meta.dirname } as const;
const base = createAppConfig({ ...options, exposes });

// Home and content pages (/, /about, /ministries, /events, /media, courses).
// The shell downloads every chunk of ./routes with the page's remote, so
// code that several pages share (the typed API client, the cards) goes in
// one chunk rather than a copy in each page's.
const browser = (env: unknown, argv?: CliArgv): Configuration => {
  const config = base(env, argv);
  if (config.mode !== 'production') return config;
  return {
    ...config,
    optimization: {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          pagesCommon: {
            // This app's own modules and shared-types (bundled, not shared),
            // never a library: those are the federation's shared fallbacks.
            test: /[\\/](mf-content|shared-types)[\\/]src[\\/]/,
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            name: 'pages-common',
            priority: 5,
            reuseExistingChunk: true,
          },
        },
      },
    },
  };
};

export default withServerBuild(
  browser,
  createServerConfig({ ...options, exposes: { ...exposes, ...SERVER_EXPOSES } }),
);
