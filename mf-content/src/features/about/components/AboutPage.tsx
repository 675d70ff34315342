import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { fallbackLang } from '@parish/shared-types';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  UntranslatedNote,
  useParishDetails,
  usePageMeta,
} from '@parish/shared-web';
import { LeaderCard } from '../../../components/LeaderCard';
import { useT } from '../lib/i18n';
import { useLeaders } from '../../../lib/leaders';
import { VALUES } from '../../../lib/mission';
import { useScrollToHash } from '../../../lib/useScrollToHash';
import { INFORMATION } from '../lib/aboutCopy';
import { useChurchHours } from '@parish/shared-web/church-hours';
import { ChurchInfo } from './ChurchInfo';
import { ContactForm } from './ContactForm';

function Section({
  id,
  title,
  children,
  shaded = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  shaded?: boolean;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: 6, scrollMarginTop: 88, bgcolor: shaded ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} variant="h2" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

function LeadershipGrid() {
  const t = useT();
  const leaders = useLeaders();
  useScrollToHash(leaders.status !== 'loading');
  if (leaders.status === 'loading') return <LoadingState label={t('content.leaders.loading')} />;
  if (leaders.status === 'error') {
    return <ErrorState message={t('content.leaders.failed')} onRetry={leaders.reload} />;
  }
  if (leaders.data.length === 0) {
    return <EmptyState>{t('content.leaders.empty')}</EmptyState>;
  }
  return (
    <Grid container spacing={3}>
      {leaders.data.map((leader) => (
        <Grid key={leader.id} size={{ xs: 12, sm: 6, md: 3 }}>
          <LeaderCard leader={leader} />
        </Grid>
      ))}
    </Grid>
  );
}

/** /about: who we are, what we value, who leads us, our story, and how to reach us. */
export default function AboutPage() {
  const t = useT();
  usePageMeta({ title: t('content.about.title'), description: t('content.about.description') });
  const { statement, history, contact } = useParishDetails();
  const hours = useChurchHours();
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: 6 }}>
        <PageHeader title={t('content.about.title')} subtitle={t('content.about.subtitle')} />
        {/* The office's texts below: the mission, the history and the church info. */}
        <UntranslatedNote records={[statement, ...history, contact, ...(hours.data ?? [])]} />
      </Container>

      <Section id="mission" title={t('content.about.mission')}>
        <Typography lang={fallbackLang(statement, 'mission')} sx={{ mb: 1, maxWidth: 760 }}>
          {statement.mission}
        </Typography>
        <Typography
          lang={fallbackLang(statement, 'vision')}
          color="text.secondary"
          sx={{ mb: 4, maxWidth: 760 }}
        >
          {statement.vision}
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {VALUES.map((value) => (
            <Grid key={value.title} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h4" component="h3" gutterBottom>
                    {t(value.title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(value.text)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Button
          component={RouterLink}
          to="/ministries#get-involved"
          variant="contained"
          sx={{ mt: 4 }}
        >
          {t('content.ministries.getInvolved')}
        </Button>
      </Section>

      <Section id="leadership" title={t('content.about.leadership')} shaded>
        <LeadershipGrid />
      </Section>

      <Section id="history" title={t('content.about.history')}>
        <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history.map((moment, index) => (
            <Stack
              key={index}
              component="li"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 3 }}
            >
              <Typography
                variant="h3"
                component="p"
                color="secondary"
                sx={{ minWidth: 96, fontFamily: 'Georgia, serif' }}
              >
                {moment.when}
              </Typography>
              <Box>
                <Typography variant="h4" component="h3" lang={fallbackLang(moment, 'title')}>
                  {moment.title}
                </Typography>
                <Typography color="text.secondary" lang={fallbackLang(moment, 'text')}>
                  {moment.text}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section id="information" title={t('content.common.learnMore')} shaded>
        <Grid container spacing={2}>
          {INFORMATION.map((item) => (
            <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card
                component="article"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h4" component="h3" gutterBottom>
                    {t(item.title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(item.text)}
                  </Typography>
                </CardContent>
                {item.link && (
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button component={RouterLink} to={item.link.to} size="small">
                      {t(item.link.label)}
                    </Button>
                  </CardActions>
                )}
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="contact" title={t('content.about.contact')}>
        <Grid container spacing={6}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactForm variant="about" />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ChurchInfo />
          </Grid>
        </Grid>
      </Section>
    </>
  );
}
