import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Grid, Stack, Typography } from '@mui/material';
import { EmptyState, ErrorState, LoadingState, useParishDetails } from '@parish/shared-web';
import { LeaderCard } from '../../../components/LeaderCard';
import { HOME_LEADERS_LIMIT, useLeaders } from '../../../lib/leaders';

/** Spec section 8: the home preview's own words for a failed load. */
export const LEADERSHIP_PREVIEW_FAILED = 'Unable to load leadership team.';

/** Mission, vision and the first two members of the leadership team. */
export function AboutSection() {
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
              About Holy Trinity
            </Typography>
            <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
              Our Mission
            </Typography>
            <Typography sx={{ mb: 3 }}>{statement.mission}</Typography>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              Our Vision
            </Typography>
            <Typography sx={{ mb: 4 }}>{statement.vision}</Typography>
            <Button component={RouterLink} to="/about" variant="contained">
              Learn More About Us
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
              Our Leadership
            </Typography>
            {leaders.status === 'loading' && <LoadingState />}
            {leaders.status === 'error' && (
              <ErrorState message={LEADERSHIP_PREVIEW_FAILED} onRetry={leaders.reload} />
            )}
            {leaders.status === 'success' && preview.length === 0 && (
              <EmptyState>Our leadership team will be introduced here soon.</EmptyState>
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
                Meet Our Leadership Team
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
