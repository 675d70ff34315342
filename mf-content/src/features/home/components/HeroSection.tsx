import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Grid, Stack, Typography } from '@mui/material';
import { useParishDetails } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { HeroCarousel } from './HeroCarousel';

/** The welcome: headline, subtitle, Learn More and Join Us, and the pictures. */
export function HeroSection() {
  const t = useT();
  const slides = useParishDetails().hero_slides;
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: '#fff',
        background: 'linear-gradient(135deg, #1d3557 0%, #274c77 55%, #6b4e16 100%)',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }} sx={{ textAlign: { xs: 'center', md: 'left' } }}>
            <Typography
              id="hero-title"
              variant="h1"
              tabIndex={-1}
              data-page-heading
              sx={{ outline: 'none', mb: 2 }}
            >
              {t('content.home.hero.title')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mb: 4, opacity: 0.92, fontWeight: 400 }}>
              {t('content.home.hero.subtitle')}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: { xs: 'center', md: 'flex-start' } }}
            >
              <Button
                component={RouterLink}
                to="/about"
                variant="contained"
                color="secondary"
                size="large"
              >
                {t('content.common.learnMore')}
              </Button>
              <Button
                component={RouterLink}
                to="/events"
                variant="outlined"
                size="large"
                sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}
              >
                {t('content.home.hero.joinUs')}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {slides.length > 0 && (
              // A new set of slides starts again from the first.
              <HeroCarousel key={slides.map((slide) => slide.image).join(' ')} slides={slides} />
            )}
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
