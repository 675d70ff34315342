import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Box } from '@mui/material';
import { useFocusHeadingOnNavigation } from '../hooks/useFocusHeadingOnNavigation';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipToContentLink } from './SkipToContentLink';

/** Header, page and footer: the frame every page of the site sits in. */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipToContentLink />
      <SiteHeader />
      <Box
        component="main"
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none' }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Box>
  );
}
