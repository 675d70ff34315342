// The reset page's schemas, loaded (with zod) when the form is first used.
export { passwordResetRequestSchema, passwordResetSchema } from '@parish/shared-types';
