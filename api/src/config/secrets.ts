/** The session secret and the demo owner's password: never published, never printed where kept. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@parish/shared-types';
import type { EnvReader } from './env';

export const DEFAULT_DEMO_ADMIN_EMAIL = 'admin@holytrinity.example';
export const MIN_SECRET_LENGTH = 32;

/** What decides whether a setting is required: a real deployment's database in production. */
export interface Deployment {
  production: boolean;
  databaseUrl: string | null;
  seedDemoData: boolean;
}

/**
 * The demo owner seeded with the demo data. Without `DEMO_ADMIN_PASSWORD`
 * the first start generates the password and prints it once (seed/seed.ts,
 * main.ts): no password is published anywhere.
 */
export function demoAdminConfig(
  { value, problems }: EnvReader,
  env: Record<string, string | undefined>,
  { production, databaseUrl, seedDemoData }: Deployment,
): { email: string; password: string | null } {
  const givenDemoPassword = env.DEMO_ADMIN_PASSWORD || undefined;
  if (givenDemoPassword !== undefined && givenDemoPassword.length < ADMIN_PASSWORD_MIN_LENGTH) {
    problems.push(`DEMO_ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);
  }
  // A real deployment's output is kept (journals, log services): a password
  // printed there would be stored in plain text, so it brings its own.
  if (production && databaseUrl && seedDemoData && givenDemoPassword === undefined) {
    problems.push(
      `DEMO_ADMIN_PASSWORD must be set to a password of your own (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters) when NODE_ENV=production, DATABASE_URL is set and demo data is seeded, so that no password is printed into the server's logs. Or set SEED_DEMO_DATA=false.`,
    );
  }
  return {
    email: (value('DEMO_ADMIN_EMAIL') ?? DEFAULT_DEMO_ADMIN_EMAIL).toLowerCase(),
    password: givenDemoPassword ?? null,
  };
}

/** `SESSION_SECRET` when given (checked); undefined: a secret kept in a file is used. */
export function givenSessionSecret(
  { value, problems }: EnvReader,
  { production, databaseUrl }: Deployment,
): string | undefined {
  const sessionSecret = value('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < MIN_SECRET_LENGTH) {
    problems.push(
      `SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. the output of \`openssl rand -hex 32\`).`,
    );
  }
  if (sessionSecret === undefined && production && databaseUrl) {
    problems.push(
      'SESSION_SECRET is required when NODE_ENV=production and DATABASE_URL is set, so that every API instance signs sessions with the same secret.',
    );
  }
  return sessionSecret;
}

/**
 * A secret generated on first start and kept in a file readable only by this
 * user, so sessions survive a restart without any setup.
 */
export function persistentSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_SECRET_LENGTH) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
