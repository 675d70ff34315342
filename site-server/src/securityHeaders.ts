/**
 * The security headers of the shell's page. Its Content-Security-Policy lets
 * scripts and requests reach only the site itself, the origins the live
 * registry names (remotes move between origins with a deploy, so the
 * policy is worked out per request) and the payment providers' own
 * scripts; the page cannot be framed.
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
}

export function contentSecurityPolicy({ registry, html, apiBaseUrl }: ShellPageContext): string {
  const remotes = registryOrigins(registry);
  const api = apiBaseUrl ? [originOf(apiBaseUrl)] : [];
  const directives = [
    [
      "script-src 'self'",
      // WebAssembly only (the door's QR decoder, zxing-wasm, served by mf-admin); never JS eval.
      "'wasm-unsafe-eval'",
      ...remotes,
      ...inlineScriptHashes(html),
      ...PAYMENT_SCRIPT_SOURCES,
    ],
    ["connect-src 'self'", ...remotes, ...api, ...PAYMENT_CONNECT_SOURCES],
    ["frame-ancestors 'none'"],
    ["base-uri 'self'"],
    ["object-src 'none'"],
  ];
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ');
}

export function shellPageHeaders(context: ShellPageContext): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(context),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
