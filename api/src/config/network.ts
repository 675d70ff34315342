/** Who may call the API from a browser, and whose forwarded addresses to believe. */
import { commaList, invalidProxyEntries, type TrustedProxies } from '@parish/server-kit';
import { httpOrigin, type EnvReader } from './env';

export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map(
  (port) => `http://localhost:${port}`,
);

/** None, all, a number of hops, or addresses, CIDR ranges and range names. */
export type TrustProxy = TrustedProxies;

// An app's URL may carry a path (a release at https://cdn.example.org/booking/…):
// CORS compares origins, so each entry is reduced to its own.
export function corsOrigins({ value, problems }: EnvReader): string[] {
  return [
    ...new Set(
      (value('CORS_ORIGINS')?.split(',') ?? DEFAULT_CORS_ORIGINS)
        .map((entry) => entry.trim())
        .filter(Boolean)
        .flatMap((entry) => {
          const origin = httpOrigin(entry);
          if (origin === null) {
            problems.push(
              `CORS_ORIGINS entries must be http:// or https:// URLs such as https://example.org (a path is allowed), got "${entry}".`,
            );
            return [];
          }
          return [origin];
        }),
    ),
  ];
}

/** The names proxy-addr knows besides addresses and ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `true`/`false`, a number of hops, or a comma list of addresses, CIDR
 * ranges and range names; `loopback` (the site server beside the API) when unset.
 */
export function parseTrustProxy(
  name: string,
  raw: string | undefined,
  problems: string[],
): TrustProxy {
  if (raw === undefined) return ['loopback'];
  if (raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = commaList(raw);
  for (const entry of invalidProxyEntries(entries)) {
    problems.push(
      `${name} must be true, false, a number of hops, or a comma list of addresses, CIDR ranges (10.0.0.0/8) and ${PROXY_RANGE_NAMES.join('/')}; "${entry}" is none of these.`,
    );
  }
  return entries;
}
