import { Suspense, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Box } from '@mui/material';
import { HydrateLater } from '../../../lib/hydrateLater';
import { useFocusHeadingOnNavigation } from '../hooks/useFocusHeadingOnNavigation';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipToContentLink } from './SkipToContentLink';

export interface SiteLayoutSlots {
  /** Shown at the top of the header (the daily verse). */
  verse?: ReactNode;
  /** Shown in the footer (the newsletter box). */
  newsletter?: ReactNode;
}

/**
 * Header, page and footer: the frame every page of the site sits in. Parts
 * owned by other features come in as slots, so features stay independent.
 */
export function SiteLayout({ verse, newsletter }: SiteLayoutSlots) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipToContentLink />
      {/* Its own boundary: hydrated in a task of its own, before the page's parts. */}
      <Suspense>
        <SiteHeader verse={verse} />
      </Suspense>
      <Box
        component="main"
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none' }}
      >
        <Outlet />
      </Box>
      {/* Below the fold: taken over after the page (with its newsletter box). */}
      <HydrateLater>
        <SiteFooter newsletter={newsletter} />
      </HydrateLater>
      <ScrollRestoration />
    </Box>
  );
}
