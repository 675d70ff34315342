import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router';
import { Container, Paper, Typography } from '@mui/material';
import type { RemoteRoutesProps } from '@parish/shared-types';
// Through the package name, not relative paths: in a federated build that
// resolves to the one shared instance the remote's own pages also use.
import { AppProviders, LoginForm } from '@parish/shared-web';
import { StandaloneFrame, type StandaloneLink } from './StandaloneFrame';

function StandaloneLoginPage() {
  const navigate = useNavigate();
  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Paper sx={{ p: 4 }}>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          Admin Login
        </Typography>
        <LoginForm onSuccess={() => navigate(-1)} />
      </Paper>
    </Container>
  );
}

/**
 * Renders a remote's pages on their own, for a team developing that remote:
 * `npm run dev -w mf-booking` serves exactly this.
 */
export function renderStandalone(options: {
  appName: string;
  Routes: ComponentType<RemoteRoutesProps>;
  links: StandaloneLink[];
}) {
  const { appName, Routes, links } = options;
  const router = createBrowserRouter([
    {
      element: <StandaloneFrame appName={appName} links={links} />,
      children: [
        { path: '/login', element: <StandaloneLoginPage /> },
        { path: '*', element: <Routes /> },
      ],
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

export type { StandaloneLink };
