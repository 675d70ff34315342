import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useSessionStore } from '@parish/shared-web';
import { useT } from '../../../lib/i18n';

/** For a logged-in administrator only: the dashboard and logging out. */
export function AdminMenu() {
  const admin = useSessionStore((state) => (state.status === 'authenticated' ? state.admin : null));
  const logout = useSessionStore((state) => state.logout);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const t = useT();
  if (!admin) return null;
  const open = anchor !== null;

  async function logOut() {
    setAnchor(null);
    // The store forgets the session even when the server cannot be told.
    await logout().catch(() => {});
    navigate('/login', { replace: true });
  }

  return (
    <>
      <Tooltip title={t('shell.adminMenu.signedInAs', { email: admin.email })}>
        <IconButton
          id={buttonId}
          color="inherit"
          aria-label={t('shell.adminMenu.label')}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <AdminPanelSettingsOutlined />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem component={RouterLink} to="/admin" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <DashboardOutlined fontSize="small" />
          </ListItemIcon>
          {t('shell.adminMenu.dashboard')}
        </MenuItem>
        <MenuItem onClick={() => void logOut()}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('shell.adminMenu.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
