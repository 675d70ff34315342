import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Grid, Typography } from '@mui/material';
import { EmptyState, ErrorState, LoadingState } from '@parish/shared-web';
import { MinistryCard } from '../../../components/MinistryCard';
import {
  MINISTRIES_FAILED_MESSAGE,
  MINISTRIES_LOADING,
  useMinistries,
} from '../../../lib/ministries';

/** The ministries grid: 1 column on small screens, 2 on medium, 4 on large (spec). */
export function MinistriesSection() {
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
          Our Ministries
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, textAlign: 'center' }}>
          There is a place for every gift. Find where you belong.
        </Typography>
        {ministries.status === 'loading' && <LoadingState label={MINISTRIES_LOADING} />}
        {ministries.status === 'error' && (
          <ErrorState message={MINISTRIES_FAILED_MESSAGE} onRetry={ministries.reload} />
        )}
        {ministries.status === 'success' && ministries.data.length === 0 && (
          <EmptyState>No ministries to show yet.</EmptyState>
        )}
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
                      aria-label={`Learn More about ${ministry.title}`}
                    >
                      Learn More
                    </Button>
                  }
                />
              </Grid>
            ))}
          </Grid>
        )}
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/ministries" variant="outlined">
            View All Ministries
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
