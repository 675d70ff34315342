import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Grid, Stack, Typography } from '@mui/material';
import { fallbackLang } from '@parish/shared-types';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  UntranslatedNote,
  useParishDetails,
} from '@parish/shared-web';
import { LeaderCard } from '../../../components/LeaderCard';
import { useT } from '../lib/i18n';
import { HOME_LEADERS_LIMIT, useLeaders } from '../../../lib/leaders';

/** Mission, vision and the first two members of the leadership team. */
export function AboutSection() {
  const t = useT();
  const leaders = useLeaders();
  const { statement } = useParishDetails();
  useEffect(() => {
    if (leaders.status === 'error')
      console.error('[content] could not load leaders', leaders.error);
  }, [leaders.status, leaders.error]);
  const preview = leaders.status === 'success' ? leaders.data.slice(0, HOME_LEADERS_LIMIT) : [];

  return (
    <Box
      component="section"
      aria-labelledby="home-about-title"
      sx={{ py: 8, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={6}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography id="home-about-title" variant="h2" gutterBottom>
              {t('content.home.about.heading')}
            </Typography>
            <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
              {t('content.about.mission')}
            </Typography>
            <Typography lang={fallbackLang(statement, 'mission')} sx={{ mb: 3 }}>
              {statement.mission}
            </Typography>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {t('content.about.vision')}
            </Typography>
            <Typography lang={fallbackLang(statement, 'vision')} sx={{ mb: 4 }}>
              {statement.vision}
            </Typography>
            <UntranslatedNote records={[statement]} />
            <Button component={RouterLink} to="/about" variant="contained">
              {t('content.home.about.learnMore')}
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
              {t('content.about.leadership')}
            </Typography>
            {leaders.status === 'loading' && <LoadingState />}
            {leaders.status === 'error' && (
              <ErrorState message={t('content.leaders.previewFailed')} onRetry={leaders.reload} />
            )}
            {leaders.status === 'success' && preview.length === 0 && (
              <EmptyState>{t('content.leaders.empty')}</EmptyState>
            )}
            <Grid container spacing={2}>
              {preview.map((leader) => (
                <Grid key={leader.id} size={{ xs: 12, sm: 6 }}>
                  <LeaderCard leader={leader} headingLevel="h3" />
                </Grid>
              ))}
            </Grid>
            <Stack direction="row" sx={{ mt: 3 }}>
              <Button component={RouterLink} to="/about#leadership" variant="outlined">
                {t('content.home.about.meetLeaders')}
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
