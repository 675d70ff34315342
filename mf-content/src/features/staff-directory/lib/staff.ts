import type { Leader } from '@parish/shared-types';

/** Deacons have their own accordion in the staff directory; everyone else is pastoral staff. */
export function isDeacon(leader: Leader): boolean {
  return /\bdeacon\b/i.test(`${leader.title} ${leader.name}`);
}
