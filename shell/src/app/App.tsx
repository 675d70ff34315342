import type { ReactNode } from 'react';
import { AppProviders, Notifications, type PageData } from '@parish/shared-web';
import { ReleaseOverrideConfirm } from '../features/remotes/components/ReleaseOverrideConfirm';

/**
 * The whole site: providers, the pages (`router`: the browser's router, or
 * the server's static one; the chat is in their frame) and notices.
 * `pageData` is what the server rendered the page with, on a page it rendered.
 */
export function App({
  router,
  pageData = null,
}: {
  router: ReactNode;
  pageData?: PageData | null;
}) {
  return (
    <AppProviders pageData={pageData}>
      {router}
      <Notifications />
      {/* An administrator's link to try a release waits for their yes. */}
      <ReleaseOverrideConfirm />
    </AppProviders>
  );
}
