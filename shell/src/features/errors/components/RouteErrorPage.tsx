import { useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useNavigate, useRouteError } from 'react-router';
import { Button, Container, Stack, Typography } from '@mui/material';
import { NotFoundPage } from '@parish/shared-web';
import { useT } from '../../../lib/i18n';

/** True when the visitor reached this page from another page of the site. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && Number((state as { idx?: unknown }).idx) > 0
  );
}

/**
 * A failure in routing or in rendering a page (spec: 'Unexpected Application
 * Error!'). The router shows it inside the site layout, so the header and
 * footer stay usable; a 404 from routing is the not-found page instead.
 */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('[shell] a page failed', error);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" tabIndex={-1} data-page-heading sx={{ mb: 2, outline: 'none' }}>
        {t('shell.error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('shell.error.detail')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {canGoBack() && (
          <Button variant="outlined" onClick={() => void navigate(-1)}>
            {t('shell.error.back')}
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="contained">
          {t('shell.error.home')}
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('shell.error.tryAgain')}
        </Button>
      </Stack>
    </Container>
  );
}
