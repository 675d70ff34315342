/**
 * Whether `ADMIN_2FA_REQUIRED_ROLES` applies to an administrator: it does
 * when it names any of their roles (docs/roles.md, docs/accounts.md).
 */
import type { Config } from '../../../config';
import type { Executor } from '../../../db';
import { findAdmin, rolesOf } from '../admins/repository';

export async function secondFactorRequired(
  db: Executor,
  config: Pick<Config, 'twoFactorRequiredRoles'>,
  adminId: number,
): Promise<boolean> {
  if (config.twoFactorRequiredRoles.length === 0) return false;
  const admin = await findAdmin(db, adminId);
  return admin
    ? rolesOf(admin).some((role) => config.twoFactorRequiredRoles.includes(role))
    : false;
}
