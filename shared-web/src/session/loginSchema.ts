// The login form's schemas, in a module of their own so the form can load
// them (and zod) only when it is used (LoginForm.tsx).
export { loginInputSchema, secondFactorSchema } from '@parish/shared-types';
