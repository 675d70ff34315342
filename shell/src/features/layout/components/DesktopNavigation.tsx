import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import {
  isMenuLinkCurrent,
  isNavItemActive,
  MAIN_NAVIGATION,
  menuLinks,
  type NavItem,
} from '../lib/navigation';
import { useT } from '../../../lib/i18n';

function navButtonSx(active: boolean) {
  return {
    fontWeight: active ? 700 : 500,
    borderBottom: 3,
    borderColor: active ? 'currentColor' : 'transparent',
    borderRadius: 0,
    px: 1.25,
  };
}

/** A top-level entry with children: a button opening a menu of links. */
function NavMenu({ item, active }: { item: NavItem; active: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // After a link is chosen, focus goes to the new page's heading, not back
  // to this button (Escape or a click outside still return it here).
  const [followingLink, setFollowingLink] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<KeyboardArrowDown />}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setFollowingLink(false);
          setAnchor(event.currentTarget);
        }}
        sx={navButtonSx(active)}
      >
        {t(item.title)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        disableRestoreFocus={followingLink}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {menuLinks(item).map((child) => {
          const current = isMenuLinkCurrent(child, pathname);
          return (
            <MenuItem
              key={child.href}
              component={RouterLink}
              to={child.href}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={() => {
                setFollowingLink(true);
                setAnchor(null);
              }}
              sx={{ maxWidth: 340, whiteSpace: 'normal' }}
            >
              <ListItemText
                primary={t(child.title)}
                secondary={t(child.description)}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The main menu on wide screens (spec section 2, 'Main navigation'). */
export function DesktopNavigation() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('shell.nav.label')}
      sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.25, alignItems: 'stretch' }}
    >
      {MAIN_NAVIGATION.map((item) => {
        const active = isNavItemActive(item, pathname);
        return item.children ? (
          <NavMenu key={item.title} item={item} active={active} />
        ) : (
          <Button
            key={item.title}
            color="inherit"
            component={RouterLink}
            to={item.href}
            aria-current={active ? 'page' : undefined}
            sx={navButtonSx(active)}
          >
            {t(item.title)}
          </Button>
        );
      })}
    </Box>
  );
}
