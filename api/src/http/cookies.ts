/**
 * The API's cookies: their names and the options every one of them is set
 * with. On an https site (`config.cookieSecure`) each is `Secure` and named
 * `__Host-…`, so a browser keeps it for this host only, never sends it over
 * plain http, and no sibling subdomain can plant one in its place.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import { RELEASE_OVERRIDE_COOKIE, siteCookieName } from '@parish/shared-types';
import type { Config } from '../config';

/** The administrators' session. */
export const SESSION_COOKIE = 'parish_session';
/** My Giving's donor session, apart from the administrators'. */
export const DONOR_COOKIE = 'parish_donor';
/** The browser an administrator signs in from (features/accounts/devices.ts). */
export const DEVICE_COOKIE = 'parish_device';

export interface CookieNames {
  session: string;
  donor: string;
  device: string;
  releaseOverride: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What each cookie is called on this site (`__Host-` on https). */
    cookieNames: CookieNames;
  }
}

export function cookieNamesFor(config: Pick<Config, 'cookieSecure'>): CookieNames {
  const https = config.cookieSecure;
  return {
    session: siteCookieName(SESSION_COOKIE, https),
    donor: siteCookieName(DONOR_COOKIE, https),
    device: siteCookieName(DEVICE_COOKIE, https),
    releaseOverride: siteCookieName(RELEASE_OVERRIDE_COOKIE, https),
  };
}

/** Signed, HttpOnly, SameSite=Lax, for the whole site; Secure on https (`__Host-` needs it and path `/`). */
export function cookieOptions(config: Pick<Config, 'cookieSecure'>): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, signed: true };
}
