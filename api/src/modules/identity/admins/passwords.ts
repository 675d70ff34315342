import { randomBytes } from 'node:crypto';
import { compare, hash } from 'bcryptjs';

export function hashPassword(password: string, cost: number): Promise<string> {
  return hash(password, cost);
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return compare(password, passwordHash);
}

/** A dummy hash per cost, made once: the same for every visitor. */
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Compares `password` with a hash of a random string nobody knows, made at
 * `cost`, the cost of the administrators' own hashes. Login calls it when
 * the e-mail is unknown, so a wrong e-mail takes as long as a wrong password
 * and the timing does not tell which one was wrong, whatever cost is configured.
 */
export async function verifyAgainstNothing(password: string, cost: number): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hash(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await compare(password, await dummy);
  return false;
}
