import { RouterProvider } from 'react-router';
import { AppProviders, Notifications } from '@parish/shared-web';
import { ChatAssistant } from '../features/chat/components/ChatAssistant';
import type { createRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <Notifications />
      <ChatAssistant navigate={(to) => void router.navigate(to)} />
    </AppProviders>
  );
}
