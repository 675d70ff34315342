import { Box, Container, Grid, Typography } from '@mui/material';
import { PageHeader, UntranslatedNote, useParishDetails, usePageMeta } from '@parish/shared-web';
import { useChurchHours } from '@parish/shared-web/church-hours';
import { ChurchInfo } from './ChurchInfo';
import { ContactForm } from './ContactForm';
import { StaticMap } from './StaticMap';
import { useT } from '../lib/i18n';

/** /about/contact: a message to the parish office, and where to find us. */
export default function ContactPage() {
  const t = useT();
  usePageMeta({ title: t('content.about.contact'), description: t('content.contact.description') });
  const { contact } = useParishDetails();
  const hours = useChurchHours();
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader title={t('content.about.contact')} subtitle={t('content.contact.subtitle')} />
      {/* The office's texts in the church info: the office hours and the services. */}
      <UntranslatedNote records={[contact, ...(hours.data ?? [])]} />
      <Grid container spacing={6}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('content.contact.sendHeading')}
          </Typography>
          <ContactForm variant="page" />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('content.contact.findUs')}
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
