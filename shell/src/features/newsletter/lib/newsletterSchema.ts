// The newsletter box's schema, in a module of its own: the box is in every
// page's footer, and its schema (and zod) load only when a visitor uses it.
export { newsletterInputSchema } from '@parish/shared-types';
