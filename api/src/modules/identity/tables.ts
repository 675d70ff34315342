/**
 * The identity module's tables: administrators, their second factors, devices, sessions and password reset links.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import { ADMIN_ROLES } from '@parish/shared-types';
import * as pg from 'drizzle-orm/pg-core';
import {
  createdAt,
  secretHashId,
  expiresAt,
  usedAt,
  secretRowColumns,
  indexesOn,
  timestamps,
} from '../../db/columns';

export const admins = pg.pgTable(
  'admins',
  {
    id: pg.serial('id').primaryKey(),
    /** Stored trimmed and lower-cased; the unique index is on the stored value. */
    email: pg.text('email').notNull(),
    name: pg.text('name').notNull(),
    /** bcrypt hash. Never leaves the API: see `toAdminJson`. */
    passwordHash: pg.text('password_hash').notNull(),
    /**
     * One or more of `ADMIN_ROLES` (docs/roles.md). The default makes the
     * administrators of before roles existed owners.
     */
    roles: pg
      .text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['owner']::text[]`),
    /**
     * The TOTP secret (base32) once two-step sign-in is on; null while off.
     * Like the password hash, it never leaves the API after set-up.
     */
    totpSecret: pg.text('totp_secret'),
    /** A secret being set up: it becomes `totpSecret` when a code from it is confirmed. */
    totpPendingSecret: pg.text('totp_pending_secret'),
    /** The last TOTP time step accepted, so one code cannot be used twice. */
    totpLastStep: pg.bigint('totp_last_step', { mode: 'number' }),
    ...timestamps(),
  },
  (table) => [
    pg.uniqueIndex('admins_email_idx').on(table.email),
    pg.check(
      'admins_roles_check',
      sql`cardinality(${table.roles}) > 0 AND ${table.roles} <@ ARRAY[${sql.raw(ADMIN_ROLES.map((role) => `'${role}'`).join(', '))}]::text[]`,
    ),
  ],
);

/** The administrator a row belongs to; deleted with them. */
const adminId = () =>
  pg
    .integer('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' });

/** Two-step sign-in's recovery codes: SHA-256 of each, used once. */
export const adminRecoveryCodes = pg.pgTable(
  'admin_recovery_codes',
  {
    id: pg.serial('id').primaryKey(),
    adminId: adminId(),
    codeHash: pg.text('code_hash').notNull(),
    usedAt: usedAt(),
    createdAt: createdAt(),
  },
  (table) => [
    pg.uniqueIndex('admin_recovery_codes_admin_code_idx').on(table.adminId, table.codeHash),
  ],
);

/** Mailed password-reset links: SHA-256 of the token, single use, 15 minutes. */
export const passwordResetLinks = pg.pgTable(
  'password_reset_links',
  {
    ...secretRowColumns('adminId', adminId()),
    expiresAt: expiresAt(),
    usedAt: usedAt(),
  },
  (table) => indexesOn('password_reset_links', table.adminId, table.expiresAt),
);

/**
 * A sign-in waiting for its second step (the password was right): SHA-256
 * of the challenge token, a few minutes, a few attempts.
 */
export const signInChallenges = pg.pgTable(
  'sign_in_challenges',
  {
    id: secretHashId(),
    adminId: adminId(),
    attempts: pg.integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (table) => [pg.index('sign_in_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * The browsers an administrator has signed in from: SHA-256 of the random
 * id in the long-lived signed `parish_device` cookie. A sign-in from a
 * device not listed here mails the administrator.
 */
export const adminDevices = pg.pgTable(
  'admin_devices',
  {
    adminId: adminId(),
    deviceHash: pg.text('device_hash').notNull(),
    firstSeenAt: pg.timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [pg.uniqueIndex('admin_devices_admin_device_idx').on(table.adminId, table.deviceHash)],
);

export const sessions = pg.pgTable(
  'sessions',
  {
    // The id is the SHA-256 (hex) of the random token in the cookie, so a leaked table grants no logins.
    ...secretRowColumns('adminId', adminId()),
    expiresAt: expiresAt(),
    /** The browser's User-Agent header at sign-in (shown as 'Firefox on Linux'). */
    userAgent: pg.text('user_agent'),
    /** The client address at sign-in (see TRUST_PROXY). */
    ipAddress: pg.text('ip_address'),
    /** Last request seen with this session, to the minute. */
    lastSeenAt: pg.timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => indexesOn('sessions', table.adminId, table.expiresAt),
);
