/**
 * The security headers of the shell's page. Its Content-Security-Policy lets
 * scripts and requests reach only the site itself, the origins the live
 * registry names (remotes move between origins with a deploy, so the
 * policy is worked out per request) and the payment providers' own
 * scripts; everything else falls back to the site itself (`default-src
 * 'self'`), forms post only to the site, only the players and payment
 * widgets the pages embed may be framed, and the page cannot be framed.
 * On an https site the page also carries HSTS; only the door's check-in
 * screen may ask for the camera.
 */
import { createHash } from 'node:crypto';
import type { RemotesRegistry } from '@parish/shared-types';
import { originOf } from './topology';

/** Stripe.js and PayPal's SDK, which the payment dialog loads when they are configured. */
const PAYMENT_SCRIPT_SOURCES = [
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://*.paypal.com',
  'https://*.paypalobjects.com',
];
const PAYMENT_CONNECT_SOURCES = ['https://api.stripe.com', 'https://*.paypal.com'];
/**
 * What the pages put in frames: the video dialog's YouTube player (its
 * privacy-enhanced host), and the frames Stripe.js and PayPal's buttons make.
 */
const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://hooks.stripe.com',
  'https://*.paypal.com',
];
/** `LIVESTREAM_PLAYER_ORIGIN` unset: YouTube's privacy-enhanced player, as the API's default. */
export const DEFAULT_LIVESTREAM_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** The door's screen, whose Scan with camera reads tickets' QR codes (docs/check-in.md). */
export const CAMERA_PAGE = '/admin/check-in';
/** A year: browsers then refuse plain http to the site for that long. */
export const HSTS = 'max-age=31536000';

/** `'sha256-…'` of every inline script of the page (the theme boot script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Every origin the registry loads remotes from (deployed releases and the unversioned builds). */
export function registryOrigins(registry: RemotesRegistry): string[] {
  const origins = new Set<string>();
  for (const location of Object.values(registry)) {
    if (!location) continue;
    origins.add(originOf(location.manifest));
    origins.add(originOf(location.releaseManifest.replace('{release}', 'x')));
  }
  return [...origins].sort();
}

export interface ShellPageContext {
  registry: RemotesRegistry;
  /** The page itself, for the hashes of its inline scripts. */
  html: string;
  /** Where the browser calls the API when it is not the page's own origin (PUBLIC_API_BASE_URL). */
  apiBaseUrl?: string;
  /** The page's path: the check-in screen alone may use the camera. */
  pathname: string;
  /** The site's URL (SHELL_URL) is https: the page carries HSTS. */
  https: boolean;
  /** `LIVESTREAM_PLAYER_ORIGIN`: the player /live frames (docs/worship.md); YouTube's by default. */
  livestreamPlayerOrigin?: string;
}

export function contentSecurityPolicy({
  registry,
  html,
  apiBaseUrl,
  livestreamPlayerOrigin = DEFAULT_LIVESTREAM_PLAYER_ORIGIN,
}: Pick<ShellPageContext, 'registry' | 'html' | 'apiBaseUrl' | 'livestreamPlayerOrigin'>): string {
  const remotes = registryOrigins(registry);
  const api = apiBaseUrl ? [originOf(apiBaseUrl)] : [];
  const directives = [
    // Anything not named below: the site, and the remotes' origins, whose
    // files the shell also fetches ahead with <link rel="prefetch"> (which
    // browsers check against default-src).
    ["default-src 'self'", ...remotes],
    [
      "script-src 'self'",
      // WebAssembly only (the door's QR decoder, zxing-wasm, served by mf-admin); never JS eval.
      "'wasm-unsafe-eval'",
      ...remotes,
      ...inlineScriptHashes(html),
      ...PAYMENT_SCRIPT_SOURCES,
    ],
    ["connect-src 'self'", ...remotes, ...api, ...PAYMENT_CONNECT_SOURCES],
    // Emotion (MUI's styles) writes <style> elements as components mount, in
    // every remote, and components set style attributes: a nonce would cover
    // neither the attributes nor remotes built before it, so inline styles
    // stay allowed. Styles run no code; scripts above stay strict.
    ["style-src 'self'", "'unsafe-inline'", ...remotes],
    // Pictures are addresses the office types (events, leaders, shop items,
    // hero slides: any https URL), the API's uploads, YouTube's thumbnails,
    // QR codes drawn as data: URLs and previews of files being uploaded (blob:).
    ["img-src 'self'", 'data:', 'blob:', 'https:', ...remotes, ...api],
    // Sermon audio, from the API.
    ["media-src 'self'", ...api],
    ["font-src 'self'", 'data:', ...remotes],
    // The livestream's player (/live), exactly the configured origin.
    ['frame-src', ...FRAME_SOURCES, livestreamPlayerOrigin],
    // Every form is sent by script to the API; card payments leave by navigation, not a form.
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
    ["base-uri 'self'"],
    ["object-src 'none'"],
  ];
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ');
}

/**
 * The camera for the door's screen only (a volunteer opens it by its
 * address, so the page's document is that screen's); microphone and
 * location for no page. Per document: a screen reached by a link inside
 * the site keeps the policy of the page the site was opened on.
 */
export function permissionsPolicy(pathname: string): string {
  const camera = pathname === CAMERA_PAGE || pathname === `${CAMERA_PAGE}/` ? '(self)' : '()';
  return `camera=${camera}, microphone=(), geolocation=()`;
}

export function shellPageHeaders(context: ShellPageContext): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(context),
    'Permissions-Policy': permissionsPolicy(context.pathname),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(context.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
