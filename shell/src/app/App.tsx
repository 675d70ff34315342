import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@parish/shared-web';
import type { createRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
