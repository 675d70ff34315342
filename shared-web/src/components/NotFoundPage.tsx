import { Link as RouterLink } from 'react-router';
import { Button, Container, Typography } from '@mui/material';
import { useT } from '../i18n/messages';
import { usePageMeta } from '../meta/usePageMeta';

/** Shown for any path no page owns (spec: 'Oops! Page not found'). */
export function NotFoundPage() {
  const t = useT();
  const description = t('shared-web.notFound.description');
  usePageMeta({ title: t('shared-web.notFound.metaTitle'), description });
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" tabIndex={-1} data-page-heading sx={{ outline: 'none', mb: 2 }}>
        {t('shared-web.notFound.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {description}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('shared-web.notFound.home')}
      </Button>
    </Container>
  );
}
