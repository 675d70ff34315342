/**
 * A device is a browser: a random id in a long-lived, signed, httpOnly
 * cookie (`parish_device`, a year), set at the first sign-in from it. The
 * API keeps only its SHA-256 per administrator (`admin_devices`).
 */
import { randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { cookieOptions, DEVICE_COOKIE } from '../../../http/cookies';

export { DEVICE_COOKIE };
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The device id of a correctly signed cookie, or a new one (to be set with `setDeviceCookie`). */
export function deviceIdOf(request: FastifyRequest): { id: string; isNewCookie: boolean } {
  const raw = request.cookies[request.server.cookieNames.device];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value && DEVICE_ID_PATTERN.test(unsigned.value)) {
      return { id: unsigned.value, isNewCookie: false };
    }
  }
  return { id: randomBytes(24).toString('base64url'), isNewCookie: true };
}

export function setDeviceCookie(reply: FastifyReply, config: Config, id: string): void {
  reply.setCookie(reply.server.cookieNames.device, id, {
    ...cookieOptions(config),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** 'Chrome 130 on Linux' from a User-Agent header; 'Unknown browser' without one. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${parsed.browser.version ? ` ${parsed.browser.version.split('.')[0]}` : ''}`
    : 'Unknown browser';
  const os = parsed.os.name ? ` on ${parsed.os.name}` : '';
  return `${browser}${os}`;
}
