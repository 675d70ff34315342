import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Grid, Typography } from '@mui/material';
import { EmptyState, ErrorState, LoadingState, UntranslatedNote } from '@parish/shared-web';
import { MinistryCard } from '../../../components/MinistryCard';
import { useT } from '../lib/i18n';
import { useMinistries } from '../../../lib/ministries';

/** The ministries grid: 1 column on small screens, 2 on medium, 4 on large (spec). */
export function MinistriesSection() {
  const t = useT();
  const ministries = useMinistries();
  useEffect(() => {
    if (ministries.status === 'error') {
      console.error('[content] could not load ministries', ministries.error);
    }
  }, [ministries.status, ministries.error]);

  return (
    <Box component="section" aria-labelledby="home-ministries-title" sx={{ py: 8 }}>
      <Container maxWidth="lg">
        <Typography id="home-ministries-title" variant="h2" sx={{ mb: 1, textAlign: 'center' }}>
          {t('content.ministries.home.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, textAlign: 'center' }}>
          {t('content.ministries.home.blurb')}
        </Typography>
        {ministries.status === 'loading' && (
          <LoadingState label={t('content.ministries.loading')} />
        )}
        {ministries.status === 'error' && (
          <ErrorState message={t('content.ministries.failed')} onRetry={ministries.reload} />
        )}
        {ministries.status === 'success' && ministries.data.length === 0 && (
          <EmptyState>{t('content.ministries.empty')}</EmptyState>
        )}
        {ministries.status === 'success' && <UntranslatedNote records={ministries.data} />}
        {ministries.status === 'success' && (
          <Grid container spacing={3}>
            {ministries.data.map((ministry) => (
              <Grid key={ministry.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                <MinistryCard
                  ministry={ministry}
                  action={
                    <Button
                      component={RouterLink}
                      to={`/ministries#ministry-${ministry.id}`}
                      aria-label={t('content.common.learnMoreAbout', { title: ministry.title })}
                    >
                      {t('content.common.learnMore')}
                    </Button>
                  }
                />
              </Grid>
            ))}
          </Grid>
        )}
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/ministries" variant="outlined">
            {t('content.ministries.home.viewAll')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
