import { Box, Container, Grid, Typography } from '@mui/material';
import { PageHeader, usePageMeta } from '@parish/shared-web';
import { ChurchInfo } from './ChurchInfo';
import { ContactForm } from './ContactForm';
import { StaticMap } from './StaticMap';

/** /about/contact: a message to the parish office, and where to find us. */
export default function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Write to the Holy Trinity parish office, or find our address, service times, office hours and a map.',
  });
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title="Contact Us"
        subtitle="Questions, prayer requests, sacraments, volunteering: write to us and someone from the parish office will answer."
      />
      <Grid container spacing={6}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Send a Message
          </Typography>
          <ContactForm variant="page" />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Find Us
          </Typography>
          <StaticMap />
          <Box sx={{ mt: 4 }}>
            <ChurchInfo />
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
