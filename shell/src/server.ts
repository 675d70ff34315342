/**
 * The entry of the shell's server build (rspack.base.ts, `createServerConfig`):
 * what the site's HTTP server loads to render public pages (issue 17). The
 * shared libraries are provided eagerly in this build, so no async boundary
 * is needed here, unlike the browser's entry.
 */
export { createPageRenderer } from './app/render.server';
export type {
  PageRenderer,
  PageRendererOptions,
  PreparedPage,
  RenderedPage,
} from './app/render.server';
