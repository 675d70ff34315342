import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Box, Button, Container, Stack, Tab, Tabs } from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { PageHeader, usePageMeta, useSessionStore } from '@parish/shared-web';
import { dashboardState, requestedDashboardTab } from '../../../lib/dashboardNavigation';
import { NotAllowedMessage } from '../../../components/NotAllowed';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import { tabsForRoles } from '../../../resources/lib/roleAccess';
import type { DashboardTab } from '../../../resources/types';
import { selectTab } from '../lib/selectTab';

/**
 * /admin and /super-admin (spec: the same dashboard): who is logged in, a
 * logout button, and the registered tabs the administrator's roles may
 * use, each listing its resources; a tab asked for that they may not use
 * says so.
 */
export function DashboardPage({
  tabs,
  initialTab = null,
}: {
  tabs: readonly DashboardTab[];
  /** The tab an address of its own opens (`/admin/audit`), unless navigation state asks for another. */
  initialTab?: string | null;
}) {
  const admin = useSessionStore((state) => state.admin);
  const location = useLocation();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const idPrefix = useId();
  usePageMeta({
    title: 'Dashboard',
    description: 'The parish back-office: events, people, media, shop, giving and messages.',
  });

  // Only the tabs, and in them the actions, the administrator's roles may use (docs/roles.md).
  const roles = admin?.roles;
  const allowedTabs = useMemo(() => tabsForRoles(tabs, roles ?? []), [tabs, roles]);
  const requested = requestedDashboardTab(location.state) ?? initialTab;
  const refused =
    requested !== null &&
    tabs.some((tab) => tab.key === requested) &&
    !allowedTabs.some((tab) => tab.key === requested);
  const selected = refused
    ? null
    : selectTab(
        allowedTabs.map((tab) => tab.key),
        requested,
      );
  const current = allowedTabs.find((tab) => tab.key === selected);
  const tabId = (key: string) => `${idPrefix}-tab-${key}`;
  const panelId = (key: string) => `${idPrefix}-panel-${key}`;

  function chooseTab(key: string) {
    // The tab lives in navigation state (spec), replaced rather than pushed:
    // Back from a form opened here returns to the same tab.
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: dashboardState(key) },
    );
  }

  async function logout() {
    setLoggingOut(true);
    try {
      await useSessionStore.getState().logout();
    } catch {
      // The store forgets the session even when the server cannot be told;
      // the administrator asked to leave, so leave.
    }
    navigate('/login', { replace: true });
  }

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <PageHeader
          title="Admin Dashboard"
          subtitle={admin ? `Logged in as ${admin.name} (${admin.email})` : undefined}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to="/admin/account"
            variant="outlined"
            startIcon={<ManageAccountsOutlined />}
          >
            Account
          </Button>
          <Button
            variant="outlined"
            startIcon={<LogoutOutlined />}
            onClick={() => void logout()}
            disabled={loggingOut}
          >
            Logout
          </Button>
        </Stack>
      </Stack>

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={selected ?? false}
          onChange={(_, key: string) => chooseTab(key)}
          aria-label="Dashboard sections"
          variant="scrollable"
          scrollButtons="auto"
        >
          {allowedTabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={tabId(tab.key)}
              aria-controls={panelId(tab.key)}
            />
          ))}
        </Tabs>
      </Box>

      {refused && <NotAllowedMessage />}
      {current && (
        // Keyed so switching tabs starts the next one afresh (its own load).
        <Box
          key={current.key}
          role="tabpanel"
          id={panelId(current.key)}
          aria-labelledby={tabId(current.key)}
        >
          {current.resources.map((resource) => (
            <ResourceTab key={resource.key} resource={resource} />
          ))}
        </Box>
      )}
    </Container>
  );
}
