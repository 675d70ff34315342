// Applies the stored theme before first paint, so the page never flashes the
// wrong colours; shared-web owns the storage key, attribute and colours.
import { THEME_BOOT_SCRIPT, THEME_BOOT_STYLE } from '@parish/shared-web/theme-boot';

// A gold cross on navy, inline so the page makes no extra request for it.
const FAVICON_SVG = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d3557"/><path d="M14 5h4v7h7v4h-7v11h-4V16H7v-4h7z" fill="#f0c06a"/></svg>',
);

/**
 * An app's page. The shell's server adds the registry and the current
 * route's preloads at serve time (the site server's pageHints.ts).
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
