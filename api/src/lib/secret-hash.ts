import { createHash } from 'node:crypto';

/**
 * What the database keeps of a secret (a session's or a link's token, a
 * recovery code, a device's id): its SHA-256 in hex, so a copy of the tables
 * lets nobody in. One function, so every table that looks a token up hashes
 * it the same way.
 */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
