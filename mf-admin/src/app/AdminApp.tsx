import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage, RequireAdminSession } from '@parish/shared-web';
import { lazy } from 'react';
import { RoleGate } from '../components/RoleGate';
import { CAMPAIGN_PAGE_ROUTE } from '../features/communications/api/campaigns';
import { SecondFactorGate } from '../features/account/components/SecondFactorGate';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { BATCH_PAGE_ROUTE } from '../features/giving/lib/batchesResource';
import { formRoutes } from '../resources/lib/formRoutes';
import { ADMIN_AREAS, ADMIN_TABS } from './adminTabs';

const dashboard = <DashboardPage areas={ADMIN_AREAS} />;
// The door's screen loads on its own: a volunteer's phone needs no dashboard.
const CheckInPage = lazy(() => import('../features/check-in/components/CheckInPage'));
// A batch's entry screen (docs/batches.md): finance and owners.
const BatchPage = lazy(() => import('../features/giving/components/BatchPage'));
const AccountPage = lazy(() => import('../features/account/components/AccountPage'));
const CampaignPage = lazy(() => import('../features/communications/components/CampaignPage'));

const routes: RouteObject[] = [
  { path: '/admin', element: dashboard },
  // Spec: /super-admin is the same dashboard, with no distinct rights.
  { path: '/super-admin', element: dashboard },
  {
    path: '/admin/check-in',
    element: (
      <RoleGate call="POST /api/check-in/">
        <CheckInPage />
      </RoleGate>
    ),
  },
  {
    path: BATCH_PAGE_ROUTE,
    element: (
      <RoleGate call="GET /api/batches/:id/">
        <BatchPage />
      </RoleGate>
    ),
  },
  // One's own password, two-step sign-in and sessions.
  { path: '/admin/account', element: <AccountPage /> },
  // The audit log and the trash, on the Administration tab.
  {
    path: '/admin/audit',
    element: <DashboardPage areas={ADMIN_AREAS} initialTab="administration" />,
  },
  {
    path: '/admin/trash',
    element: <DashboardPage areas={ADMIN_AREAS} initialTab="administration" />,
  },
  // A campaign's preview, sending, progress and report (docs/communications.md).
  {
    path: CAMPAIGN_PAGE_ROUTE,
    element: (
      <RoleGate call="GET /api/campaigns/:id/">
        <CampaignPage />
      </RoleGate>
    ),
  },
  // Every add and edit form, from the registered resources' definitions.
  ...formRoutes(ADMIN_TABS),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The back-office's pages. The shell guards every admin URL already;
 * guarding here too keeps the remote safe when it runs on its own, and
 * costs nothing in the composed site because the session store asks the
 * server once.
 */
export default function AdminApp() {
  const page = useRoutes(routes);
  return (
    <RequireAdminSession>
      <SecondFactorGate>{page}</SecondFactorGate>
    </RequireAdminSession>
  );
}
