// The login form's schema, in a module of its own so the form can load it
// (and zod) only when it is used (LoginForm.tsx).
export { loginInputSchema } from '@parish/shared-types';
