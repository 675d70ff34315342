/**
 * The site's production server (`npm start`, the end-to-end tests): the
 * API as a supervised process, and each app's build on its own origin
 * (appServer.ts), the shell's with the live registry, its CSP and the
 * public pages rendered in worker threads (ssr/).
 */
export * from './appServer';
export * from './precompressed';
export { forwardedFor } from './proxyHeaders';
export * from './registry';
export * from './shellDocuments';
export * from './siteConfig';
export * from './siteMap';
export * from './stack';
export * from './supervisor';
export * from './topology';
