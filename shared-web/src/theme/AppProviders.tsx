import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { PageDataProvider, type PageData } from '../data/pageData';
import { FormDraftsProvider } from '../forms/formDrafts';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { parishTheme } from './theme';
import { THEME_MODE_STORAGE_KEY } from './themeBoot';

/**
 * Theme, baseline styles, the page's notices, the drafts of forms whose
 * admin session ended and, on a page the server rendered, the data it
 * rendered with. The shell renders this once around the whole site; a
 * remote renders it only when it runs on its own.
 */
export function AppProviders({
  children,
  pageData = null,
}: {
  children: ReactNode;
  pageData?: PageData | null;
}) {
  return (
    <ThemeProvider
      theme={parishTheme()}
      defaultMode="system"
      modeStorageKey={THEME_MODE_STORAGE_KEY}
      disableTransitionOnChange
      // Reads the stored mode on its first render in the browser. Without it,
      // the provider changes its context once the page has hydrated, and a
      // context change above parts of the page still waiting to hydrate makes
      // React hydrate all of them at once, in one long task (issue 28). The
      // theme object does not depend on the mode (CSS variables), so the
      // server's markup still matches.
      noSsr
    >
      <CssBaseline enableColorScheme />
      <NotificationsProvider>
        <FormDraftsProvider>
          <PageDataProvider pageData={pageData}>{children}</PageDataProvider>
        </FormDraftsProvider>
      </NotificationsProvider>
    </ThemeProvider>
  );
}
