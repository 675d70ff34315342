/**
 * The identity module's tables: administrators, their second factors, devices, sessions and password reset links.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  updatedAt,
  secretHashId,
  expiresAt,
  usedAt,
  secretRowColumns,
  indexesOn,
} from '../../db/columns';

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased; the unique index is on the stored value. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** bcrypt hash. Never leaves the API: see `toAdminJson`. */
    passwordHash: text('password_hash').notNull(),
    /**
     * One or more of `ADMIN_ROLES` (docs/roles.md). The default makes the
     * administrators of before roles existed owners.
     */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['owner']::text[]`),
    /**
     * The TOTP secret (base32) once two-step sign-in is on; null while off.
     * Like the password hash, it never leaves the API after set-up.
     */
    totpSecret: text('totp_secret'),
    /** A secret being set up: it becomes `totpSecret` when a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted, so one code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('admins_email_idx').on(table.email),
    check(
      'admins_roles_check',
      sql`cardinality(${table.roles}) > 0 AND ${table.roles} <@ ARRAY['owner', 'editor', 'finance', 'events']::text[]`,
    ),
  ],
);

/** The administrator a row belongs to; deleted with them. */
const adminId = () =>
  integer('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' });

/** Two-step sign-in's recovery codes: SHA-256 of each, used once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminId: adminId(),
    codeHash: text('code_hash').notNull(),
    usedAt: usedAt(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admin_recovery_codes_admin_code_idx').on(table.adminId, table.codeHash)],
);

/** Mailed password-reset links: SHA-256 of the token, single use, 15 minutes. */
export const passwordResetLinks = pgTable(
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
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: secretHashId(),
    adminId: adminId(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (table) => [index('sign_in_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * The browsers an administrator has signed in from: SHA-256 of the random
 * id in the long-lived signed `parish_device` cookie. A sign-in from a
 * device not listed here mails the administrator.
 */
export const adminDevices = pgTable(
  'admin_devices',
  {
    adminId: adminId(),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admin_devices_admin_device_idx').on(table.adminId, table.deviceHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    // The id is the SHA-256 (hex) of the random token in the cookie, so a leaked table grants no logins.
    ...secretRowColumns('adminId', adminId()),
    expiresAt: expiresAt(),
    /** The browser's User-Agent header at sign-in (shown as 'Firefox on Linux'). */
    userAgent: text('user_agent'),
    /** The client address at sign-in (see TRUST_PROXY). */
    ipAddress: text('ip_address'),
    /** Last request seen with this session, to the minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => indexesOn('sessions', table.adminId, table.expiresAt),
);
