import { Link as RouterLink } from 'react-router';
import { Button, Container, Typography } from '@mui/material';
import { usePageMeta } from '../meta/usePageMeta';

/** Shown for any path no page owns (spec: 'Oops! Page not found'). */
export function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  });
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" tabIndex={-1} data-page-heading sx={{ outline: 'none', mb: 2 }}>
        Oops! Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go back home
      </Button>
    </Container>
  );
}
