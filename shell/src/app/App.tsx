import type { ReactNode } from 'react';
import { AppProviders, Notifications, type PageData } from '@parish/shared-web';
import { ChatAssistant } from '../features/chat/components/ChatAssistant';
import { ReleaseOverrideConfirm } from '../features/remotes/components/ReleaseOverrideConfirm';
import { HydrateLater } from '../lib/hydrateLater';

/**
 * The whole site: providers, the pages (`router`: the browser's router, or
 * the server's static one), notices and the chat. `pageData` is what the
 * server rendered the page with, on a page it rendered.
 */
export function App({
  router,
  navigate,
  pageData = null,
}: {
  router: ReactNode;
  navigate: (to: string) => void;
  pageData?: PageData | null;
}) {
  return (
    <AppProviders pageData={pageData}>
      {router}
      <Notifications />
      {/* An administrator's link to try a release waits for their yes. */}
      <ReleaseOverrideConfirm />
      {/* Taken over after the page, unless the visitor reaches for it first. */}
      <HydrateLater>
        <ChatAssistant navigate={navigate} />
      </HydrateLater>
    </AppProviders>
  );
}
