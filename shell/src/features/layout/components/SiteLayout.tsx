import { Suspense, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Box } from '@mui/material';
import { remoteForPath } from '@parish/shared-types';
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
  /** Over the page, in a corner (the chat assistant). */
  assistant?: ReactNode;
  /** The page in the other language: in the header on wide screens, in the menu sheet on phones. */
  languageSwitch?: (where: 'header' | 'menu') => ReactNode;
  /** Above the page: the offer of the browser's language, on a first visit. */
  languageOffer?: ReactNode;
}

/**
 * Header, page and footer: the frame every page of the site sits in. Parts
 * owned by other features come in as slots, so features stay independent.
 * The back-office keeps the header (the visitors' pages are a click away)
 * but not the verse, the footer or the assistant: the room is the work's.
 */
export function SiteLayout({
  verse,
  newsletter,
  assistant,
  languageSwitch,
  languageOffer,
}: SiteLayoutSlots) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  const backOffice = remoteForPath(useLocation().pathname) === 'admin';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipToContentLink />
      {/* Its own boundary: hydrated in a task of its own, before the page's parts. */}
      <Suspense>
        <SiteHeader verse={backOffice ? undefined : verse} languageSwitch={languageSwitch} />
      </Suspense>
      {languageOffer}
      <Box
        component="main"
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none' }}
      >
        <Outlet />
      </Box>
      {!backOffice && (
        <>
          {/* Below the fold: taken over after the page (with its newsletter box). */}
          <HydrateLater>
            <SiteFooter newsletter={newsletter} />
          </HydrateLater>
          {/* Taken over after the page, unless the visitor reaches for it first. */}
          <HydrateLater>{assistant}</HydrateLater>
        </>
      )}
      <ScrollRestoration />
    </Box>
  );
}
