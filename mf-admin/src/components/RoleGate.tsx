import type { ReactNode } from 'react';
import { mayCall, type TabledAdminRoute } from '@parish/shared-types';
import { useSessionStore } from '@parish/shared-web';
import { NotAllowedPage } from './NotAllowed';

/**
 * Shows `children` when the signed-in administrator's roles may make `call`
 * (its key in `ADMIN_ROUTE_ROLES`), else a page saying it is not allowed.
 */
export function RoleGate({ call, children }: { call: TabledAdminRoute; children: ReactNode }) {
  const roles = useSessionStore((state) => state.admin?.roles ?? []);
  return mayCall(roles, call) ? children : <NotAllowedPage />;
}
