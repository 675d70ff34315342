import { createAppConfig } from '../rspack.base';

const base = createAppConfig({
  name: 'content',
  dirname: import.meta.dirname,
  exposes: { './routes': './src/app/routes.tsx' },
});

// Home and content pages (/, /about, /ministries, /events, /media, courses).
// The shell downloads every chunk of ./routes with the page's remote, so
// code that several pages share (the typed API client, the cards) goes in
// one chunk rather than a copy in each page's.
export default (...args: Parameters<typeof base>) => {
  const config = base(...args);
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
