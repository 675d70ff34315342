import { createPublicRemoteConfig } from '../rspack.base';

// Home and content pages (/, /about, /ministries, /events, /media, courses).
// Each page downloads its own chunk (the shell preloads the current page's
// files only: tooling/src/rspack/pageChunks.ts), so code that pages share is
// bundled into each rather than into one chunk every page would load.
const exposes = { './routes': './src/app/routes.tsx' };
const options = { name: 'content', dirname: import.meta.dirname } as const;
export default createPublicRemoteConfig({ ...options, exposes });
