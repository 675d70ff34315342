import { Box, Container, Skeleton } from '@mui/material';
import { visuallyHidden } from '@parish/shared-web';
import { useT } from '../../../lib/i18n';

/**
 * Holds the page's place while a remote loads: a heading, a line of text and
 * a grid of cards, the shape most pages have. It fills at least the viewport
 * (as every remote page does), so the footer stays below the fold and
 * nothing visible moves when the page arrives.
 */
export function RemoteSkeleton() {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: 6, minHeight: '100vh' }} aria-busy="true" aria-live="polite">
      <Box role="status" sx={visuallyHidden}>
        {t('shell.page.loading')}
      </Box>
      <Skeleton variant="text" width="45%" height={56} />
      <Skeleton variant="text" width="70%" sx={{ mb: 4 }} />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} variant="rounded" height={220} />
        ))}
      </Box>
    </Container>
  );
}
