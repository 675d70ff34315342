import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile as compileTrust } from '@fastify/proxy-addr';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a request id passed on may look like: short, printable, nothing to forge a log line with. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Which proxies are believed: all (`true`), none (`false`), the number of
 * hops in front, or a list of addresses, CIDR ranges and the names
 * `loopback`, `linklocal` and `uniquelocal` (as Fastify's `trustProxy`).
 */
export type TrustedProxies = boolean | number | string[];

/** The list entries that are no address, range or name a proxy list may hold. */
export function invalidProxyEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => {
    try {
      // The parser Fastify itself reads the list with.
      compileTrust([entry]);
      return false;
    } catch {
      return true;
    }
  });
}

/** `a, b,,c` → `['a', 'b', 'c']`: a comma list as an environment variable holds it. */
export function commaList(raw: string): string[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Whether the socket's peer is a proxy `trusted` believes. */
export function trustsPeer(trusted: TrustedProxies): (address: string | undefined) => boolean {
  if (trusted === true) return (address) => address !== undefined;
  if (trusted === false) return () => false;
  if (typeof trusted === 'number') return (address) => trusted > 0 && address !== undefined;
  const trust = compileTrust(trusted);
  return (address) => address !== undefined && trust(address, 0);
}

/** Fastify's `genReqId`: a trusted proxy's `X-Request-Id`, else a new id. */
export function requestIdGenerator(trusted: TrustedProxies) {
  const trustedPeer = trustsPeer(trusted);
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (
      typeof given === 'string' &&
      REQUEST_ID.test(given) &&
      trustedPeer(request.socket.remoteAddress)
    ) {
      return given;
    }
    return randomUUID();
  };
}
