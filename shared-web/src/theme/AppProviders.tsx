import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { parishTheme } from './theme';
import { THEME_MODE_STORAGE_KEY } from './themeBoot';

/**
 * Theme and baseline styles. The shell renders this once around the whole
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
      {children}
    </ThemeProvider>
  );
}
