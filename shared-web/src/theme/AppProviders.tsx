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
      theme={parishTheme}
      defaultMode="system"
      modeStorageKey={THEME_MODE_STORAGE_KEY}
      disableTransitionOnChange
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
