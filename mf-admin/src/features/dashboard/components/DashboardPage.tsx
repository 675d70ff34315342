import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Box, Button, Container, Drawer, Stack } from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { PageHeader, usePageMeta, useSessionStore } from '@parish/shared-web';
import { DASHBOARD_PATH, requestedDashboardTab } from '../../../lib/dashboardNavigation';
import { NotAllowedMessage } from '../../../components/NotAllowed';
import { useT } from '../../../lib/i18n';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import { areasForRoles } from '../../../resources/lib/roleAccess';
import type { DashboardArea } from '../../../resources/types';
import { selectTab } from '../lib/selectTab';
import { DashboardMenu } from './DashboardMenu';

/** Where the menu stands beside the section rather than behind a button. */
const SIDE_MENU = 'md';

/**
 * /admin and /super-admin (spec: the same dashboard): who is logged in, a
 * logout button, the menu of the sections the administrator's roles may
 * use (by area: beside the section on a wide screen, behind a button on a
 * phone), and the chosen section's resources; a section asked for that
 * they may not use says so.
 */
export function DashboardPage({
  areas,
  initialTab = null,
}: {
  areas: readonly DashboardArea[];
  /** The section an address of its own opens (`/admin/audit`), unless navigation state asks for another. */
  initialTab?: string | null;
}) {
  const admin = useSessionStore((state) => state.admin);
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const [loggingOut, setLoggingOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Closed by a chosen section, the menu leaves the focus there, not on its button.
  const [restoreFocus, setRestoreFocus] = useState(true);
  const sectionRef = useRef<HTMLDivElement>(null);
  // When a chosen section takes the focus: at once from the side menu, once the phone's menu is gone.
  const focusSection = useRef<'now' | 'after-menu' | null>(null);
  usePageMeta({
    title: t('admin.dashboard.meta.title'),
    description: t('admin.dashboard.meta.description'),
  });

  // Only the sections, and in them the actions, the administrator's roles may use (docs/roles.md).
  const roles = admin?.roles;
  const allowedAreas = useMemo(() => areasForRoles(areas, roles ?? []), [areas, roles]);
  const tabs = areas.flatMap((area) => area.sections);
  const allowedTabs = allowedAreas.flatMap((area) => area.sections);
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
  const dashboardPath = location.pathname === '/super-admin' ? '/super-admin' : DASHBOARD_PATH;

  // A section chosen in the menu takes the focus, so the keyboard and a
  // screen reader go on from its content (and the phone's menu closes).
  useEffect(() => {
    if (focusSection.current !== 'now') return;
    focusSection.current = null;
    sectionRef.current?.focus();
  }, [selected]);

  function focusAfterMenu() {
    if (focusSection.current !== 'after-menu') return;
    focusSection.current = null;
    sectionRef.current?.focus();
  }

  function chooseSection(fromMenuSheet: boolean) {
    focusSection.current = fromMenuSheet ? 'after-menu' : 'now';
    setRestoreFocus(!fromMenuSheet);
    setMenuOpen(false);
  }

  /** The menu, in the phone's sheet or beside the section. */
  const menu = (inSheet: boolean) => (
    <DashboardMenu
      areas={allowedAreas}
      current={selected}
      dashboardPath={dashboardPath}
      onChoose={() => chooseSection(inSheet)}
    />
  );

  function openMenu() {
    setRestoreFocus(true);
    setMenuOpen(true);
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
          title={t('admin.dashboard.title')}
          subtitle={
            admin
              ? t('admin.dashboard.loggedInAs', { name: admin.name, email: admin.email })
              : undefined
          }
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to="/admin/account"
            variant="outlined"
            startIcon={<ManageAccountsOutlined />}
          >
            {t('admin.dashboard.account')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<LogoutOutlined />}
            onClick={() => void logout()}
            disabled={loggingOut}
          >
            {t('admin.dashboard.logout')}
          </Button>
        </Stack>
      </Stack>

      <Button
        variant="outlined"
        startIcon={<MenuIcon />}
        onClick={openMenu}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        sx={{ display: { [SIDE_MENU]: 'none' }, mt: 3 }}
      >
        {current
          ? t('admin.nav.menuButtonCurrent', { section: t(current.label) })
          : t('admin.nav.menuButton')}
      </Button>
      <Drawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        disableRestoreFocus={!restoreFocus}
        slotProps={{
          paper: { 'aria-label': t('admin.nav.label') },
          // Its focus trap holds the focus until it is gone.
          transition: { onExited: focusAfterMenu },
        }}
      >
        <Box sx={{ width: 280, maxWidth: '85vw', py: 1 }}>{menu(true)}</Box>
      </Drawer>

      <Stack direction="row" spacing={4} sx={{ mt: 3 }}>
        <Box sx={{ display: { xs: 'none', [SIDE_MENU]: 'block' }, width: 230, flexShrink: 0 }}>
          {menu(false)}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {refused && <NotAllowedMessage />}
          {current && (
            // Keyed so switching sections starts the next one afresh (its own load).
            // A group named after the section: each of its lists is a region of its own.
            <Box
              key={current.key}
              role="group"
              aria-label={t(current.label)}
              ref={sectionRef}
              tabIndex={-1}
              sx={{ '&:focus': { outline: 'none' } }}
            >
              {current.screen ? (
                <current.screen.Component />
              ) : (
                <>
                  {current.banner && <current.banner />}
                  {current.resources.map((resource) => (
                    <ResourceTab key={resource.key} resource={resource} />
                  ))}
                </>
              )}
            </Box>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
