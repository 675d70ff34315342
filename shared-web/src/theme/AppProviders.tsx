import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { FormDraftsProvider } from '../forms/formDrafts';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { parishTheme } from './theme';
import { THEME_MODE_STORAGE_KEY } from './themeBoot';

/**
 * Theme, baseline styles, the page's notices and the drafts of forms whose
 * admin session ended. The shell renders this once around the whole
 * site; a remote renders it only when it runs on its own.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={parishTheme}
      defaultMode="system"
      modeStorageKey={THEME_MODE_STORAGE_KEY}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <NotificationsProvider>
        <FormDraftsProvider>{children}</FormDraftsProvider>
      </NotificationsProvider>
    </ThemeProvider>
  );
}
