/**
 * The identity domain's records as the API returns them. Field names follow
 * the spec's API contract (section 7), which is why most are snake_case;
 * money is dollars with at most two decimals on the wire.
 */
import type { AdminRole } from '../roles';

/** An administrator as the API shows it: never with a password or hash. */
export interface Admin {
  id: number;
  email: string;
  name: string;
  /** What they may do (docs/roles.md); owners may do everything. */
  roles: AdminRole[];
}
