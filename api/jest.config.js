import { nodeProject } from '../jest.preset.js';

const base = nodeProject(import.meta.dirname);
const [swc] = Object.values(base.transform);

// Dependencies Jest's module runtime cannot load as they are (on Node < 24.9):
// PGlite's CommonJS build and @fastify/cookie load modules with dynamic
// `import()`, which needs --experimental-vm-modules (so does React Email's
// renderer, for react-dom/server); cookie (used by
// @fastify/cookie) and content-disposition (used by @fastify/static) are
// ESM-only, which Node itself `require`s but Jest does not. The same SWC
// transform compiles them to plain CommonJS. otplib's base32 and crypto
// plugins load @scure/base and @noble/hashes, ESM-only as well. PDF.js
// (pdfjs-dist, the bulletins' first-page images) ships ESM only, as .mjs.
const COMPILED = [
  '@electric-sql/pglite',
  '@fastify/cookie',
  'cookie',
  'content-disposition',
  '@react-email/render',
  '@scure/base',
  '@noble/hashes',
  'pdfjs-dist',
];

export default {
  ...base,
  transform: { ...base.transform, '^.+/node_modules/.+\\.(c|m)js$': swc },
  // Leave node_modules alone except (at any depth) the packages above.
  transformIgnorePatterns: [`^(?!.*/node_modules/(${COMPILED.join('|')})/).*/node_modules/`],
  // Each test file starts its own database.
  testTimeout: 30_000,
};
