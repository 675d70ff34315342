/**
 * Every module's tables in one place, for tests that look behind a module's
 * public face at rows of another (an audit entry a sign-in wrote, a payment
 * a cancelled booking marked). Only tests import this.
 */
export * from '../db/tables';
export * from '../modules/platform/tables';
export * from '../modules/messaging/tables';
export * from '../modules/identity/tables';
export * from '../modules/content/tables';
export * from '../modules/ticketing/tables';
export * from '../modules/giving/tables';
export * from '../modules/worship/tables';
