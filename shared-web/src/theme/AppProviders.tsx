import { useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { PageDataProvider, type PageData } from '../data/pageData';
import { createQueryClient } from '../data/queryClient';
import { FormDraftsProvider } from '../forms/formDrafts';
import { TranslationsProvider, type Translations } from '../i18n/translations';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { parishTheme } from './theme';
import { THEME_MODE_STORAGE_KEY } from './themeBoot';

/**
 * Theme, baseline styles, the page's notices, the drafts of forms whose
 * admin session ended, and the cache of API reads, which on a page the
 * server rendered starts with the data it rendered with. The shell renders
 * this once around the whole site (one cache per page load, or per request
 * on the server); a remote renders it only when it runs on its own.
 * `translations` are the page's language and catalogs (English, the
 * catalogs' source, without them).
 */
export function AppProviders({
  children,
  pageData = null,
  translations,
}: {
  children: ReactNode;
  pageData?: PageData | null;
  translations?: Translations;
}) {
  const [queryClient] = useState(() => createQueryClient(pageData?.snapshot));
  const page = (
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
          <QueryClientProvider client={queryClient}>
            <PageDataProvider pageData={pageData}>{children}</PageDataProvider>
          </QueryClientProvider>
        </FormDraftsProvider>
      </NotificationsProvider>
    </ThemeProvider>
  );
  return translations ? (
    <TranslationsProvider translations={translations}>{page}</TranslationsProvider>
  ) : (
    page
  );
}
