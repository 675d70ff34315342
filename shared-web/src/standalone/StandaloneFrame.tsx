import { Outlet, Link as RouterLink } from 'react-router';
import { AppBar, Box, Chip, Link, Toolbar, Typography } from '@mui/material';
import { Notifications, ThemeModeControl, useSharedWebT } from '@parish/shared-web';

/**
 * The frame around a remote running on its own: the same theme and providers
 * as the composed site, with a bar that says which remote this is.
 */
export function StandaloneFrame({ appName, links }: { appName: string; links: StandaloneLink[] }) {
  const t = useSharedWebT();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="primary" enableColorOnDark>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography component="span" variant="h6">
            {appName}
          </Typography>
          <Chip label={t('shared-web.standalone.badge')} size="small" color="secondary" />
          <Box
            component="nav"
            aria-label={t('shared-web.standalone.pages')}
            sx={{ display: 'flex', gap: 2, flexGrow: 1 }}
          >
            {links.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Link>
            ))}
          </Box>
          <ThemeModeControl />
        </Toolbar>
      </AppBar>
      <Box component="main" id="main-content">
        <Outlet />
      </Box>
      <Notifications />
    </Box>
  );
}

export interface StandaloneLink {
  to: string;
  label: string;
}
