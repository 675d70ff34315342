import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Button, Link, Toolbar } from '@mui/material';
import { ThemeModeControl, useSessionStore } from '@parish/shared-web';
import { DesktopNavigation } from './DesktopNavigation';
import { MobileNavigation } from './MobileNavigation';

export const SITE_NAME = 'Holy Trinity';

export function SiteHeader() {
  const isAdmin = useSessionStore((state) => state.status === 'authenticated');
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark elevation={0}>
      <Toolbar sx={{ gap: 2, minHeight: 64 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{
            fontFamily: 'Georgia, serif',
            fontWeight: 700,
            fontSize: '1.25rem',
            mr: 2,
            whiteSpace: 'nowrap',
          }}
        >
          ✝ {SITE_NAME}
        </Link>
        <DesktopNavigation />
        <Box sx={{ flexGrow: 1 }} />
        {isAdmin && (
          <Button
            component={RouterLink}
            to="/admin"
            color="inherit"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Dashboard
          </Button>
        )}
        <ThemeModeControl />
        <Button component={RouterLink} to="/shop" variant="contained" color="secondary">
          Shop
        </Button>
        <MobileNavigation />
      </Toolbar>
    </AppBar>
  );
}
