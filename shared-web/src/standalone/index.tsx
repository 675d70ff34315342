import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router';
import { Container, Paper, Typography } from '@mui/material';
import { pathInLanguage, splitLanguagePath, type RemoteRoutesProps } from '@parish/shared-types';
// Through the package name, not relative paths: in a federated build that
// resolves to the one shared instance the remote's own pages also use.
import {
  AppProviders,
  createTranslations,
  loadSharedWebCatalog,
  LoginForm,
  useSharedWebT,
} from '@parish/shared-web';
import { StandaloneFrame, type StandaloneLink } from './StandaloneFrame';

function StandaloneLoginPage() {
  const t = useSharedWebT();
  const navigate = useNavigate();
  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Paper sx={{ p: 4 }}>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          {t('shared-web.standalone.login')}
        </Typography>
        <LoginForm onSuccess={() => navigate(-1)} />
      </Paper>
    </Container>
  );
}

/**
 * Renders a remote's pages on their own, for a team developing that remote:
 * `npm run dev -w mf-booking` serves exactly this. In the address's
 * language, as the site: `/es/…` is Spanish (the remote's own catalog loads
 * with its first page, as its `useT` asks for it).
 */
export function renderStandalone(options: {
  appName: string;
  Routes: ComponentType<RemoteRoutesProps>;
  links: StandaloneLink[];
}) {
  const { appName, Routes, links } = options;
  const { language } = splitLanguagePath(window.location.pathname);
  const translations = createTranslations(language);
  const router = createBrowserRouter(
    [
      {
        element: <StandaloneFrame appName={appName} links={links} />,
        children: [
          { path: '/login', element: <StandaloneLoginPage /> },
          { path: '*', element: <Routes /> },
        ],
      },
    ],
    { basename: pathInLanguage('/', language) },
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders translations={translations}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  // shared-web's texts first (the frame's), so nothing waits for them once drawn.
  void loadSharedWebCatalog(language).then(render, render);
}

export type { StandaloneLink };
