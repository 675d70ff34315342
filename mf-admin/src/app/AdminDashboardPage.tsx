import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { ADMIN_TABS } from './adminTabs';

/** The dashboard with this remote's registered tabs; loaded lazily by the routes. */
export default function AdminDashboardPage() {
  return <DashboardPage tabs={ADMIN_TABS} />;
}
