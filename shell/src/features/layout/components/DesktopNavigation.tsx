import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { isNavItemActive, isNavLinkActive, MAIN_NAVIGATION, type NavItem } from '../lib/navigation';

function NavMenu({ item, active }: { item: NavItem; active: boolean }) {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-current={active ? 'page' : undefined}
        endIcon={<KeyboardArrowDown />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={navButtonSx(active)}
      >
        {item.title}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {item.children?.map((child) => (
          <MenuItem
            key={child.href}
            component={RouterLink}
            to={child.href}
            selected={isNavLinkActive(child.href, pathname)}
            onClick={() => setAnchor(null)}
            sx={{ maxWidth: 320, whiteSpace: 'normal' }}
          >
            <ListItemText primary={child.title} secondary={child.description} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function navButtonSx(active: boolean) {
  return {
    fontWeight: active ? 700 : 500,
    borderBottom: 2,
    borderColor: active ? 'secondary.main' : 'transparent',
    borderRadius: 0,
  };
}

export function DesktopNavigation() {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
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
            {item.title}
          </Button>
        );
      })}
    </Box>
  );
}
