import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { Button, Container, Stack, Typography } from '@mui/material';
import { NotFoundPage } from '@parish/shared-web';

/** A failure in routing or in rendering the shell itself (spec: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" tabIndex={-1} data-page-heading sx={{ mb: 2, outline: 'none' }}>
        Unexpected Application Error!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Something went wrong while showing this page. Please go back or reload.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Go back home
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Container>
  );
}
