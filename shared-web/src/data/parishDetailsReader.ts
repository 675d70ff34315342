// The details' reader, in a module of its own so the browser loads it (and
// zod with it) only when it reads the details itself (parishDetails.ts): a
// page the server rendered comes with them, already checked there.
export { readParishDetails } from '@parish/shared-types';
