import type { ReactNode } from 'react';
import { AppProviders, Notifications, type PageData, type Translations } from '@parish/shared-web';
import { ReleaseOverrideConfirm } from '../features/remotes/components/ReleaseOverrideConfirm';

/**
 * The whole site: providers, the pages (`router`: the browser's router, or
 * the server's static one; the chat is in their frame) and notices.
 * `pageData` is what the server rendered the page with, on a page it rendered.
 */
export function App({
  router,
  pageData = null,
  translations,
}: {
  router: ReactNode;
  pageData?: PageData | null;
  /** The page's language, with the shell's catalogs loaded (lib/i18n.ts). */
  translations?: Translations;
}) {
  return (
    <AppProviders pageData={pageData} translations={translations}>
      {router}
      <Notifications />
      {/* An administrator's link to try a release waits for their yes. */}
      <ReleaseOverrideConfirm />
    </AppProviders>
  );
}
