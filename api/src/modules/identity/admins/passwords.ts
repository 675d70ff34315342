import { compare, hash } from 'bcryptjs';

export function hashPassword(password: string, cost: number): Promise<string> {
  return hash(password, cost);
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return compare(password, passwordHash);
}

/**
 * A real cost-12 bcrypt hash of a random string nobody knows. Login compares
 * against it when the e-mail is unknown, so a wrong e-mail takes as long as a
 * wrong password and the timing does not tell which one was wrong.
 */
const DUMMY_HASH = '$2b$12$Kt/CKJLniQv8xD1TUpels.taiah/IR91CHC6F89KxOnS0wffSPZM.';

export async function verifyAgainstNothing(password: string): Promise<false> {
  await compare(password, DUMMY_HASH);
  return false;
}
