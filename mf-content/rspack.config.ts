import { createAppConfig } from '../rspack.base';

// Home and content pages (/, /about, /ministries, /events, /media, courses).
export default createAppConfig({
  name: 'content',
  dirname: import.meta.dirname,
  exposes: { './routes': './src/app/routes.tsx' },
});
