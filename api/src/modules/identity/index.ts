/**
 * The identity module's public face: administrators, their roles and
 * accounts (two-step sign-in), sign-in and the session every
 * administrator-only route checks. It sits above platform and messaging.
 */
export { accountRoutes } from './accounts/routes';
export { totpCodeAt } from './accounts/totp';
export { adminRoutes } from './admins/routes';
export { hashPassword, verifyPassword } from './admins/passwords';
export { findAdminByEmail } from './admins/repository';
export { createAdmin } from './admins/service';
export { authRoutes } from './auth/routes';
export { createRequireAdmin, loadSession, requireRoles, SESSION_COOKIE } from './auth/sessions';
export { identityResponses } from './responses';
export { identityMails } from './mail-templates';
