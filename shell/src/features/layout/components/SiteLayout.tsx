import { Outlet } from 'react-router-dom';
import { Box } from '@mui/material';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipToContentLink } from './SkipToContentLink';

/** Header, page and footer: the frame every page of the site sits in. */
export function SiteLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipToContentLink />
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
