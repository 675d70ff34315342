/**
 * The entry of the shell's server build (tooling/src/rspack/, `createServerConfig`):
 * what the site's HTTP server loads to render public pages (issue 17). The
 * shared libraries are provided eagerly in this build, so no async boundary
 * is needed here, unlike the browser's entry.
 */
export { createPageRenderer } from './app/render.server';
// The renderer's contract with the site server lives in shared-types (shellDocument.ts).
export type {
  PageRenderer,
  PageRendererOptions,
  PreparedPage,
  RenderedPage,
} from '@parish/shared-types';
