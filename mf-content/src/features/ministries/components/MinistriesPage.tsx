import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Container, Grid, Typography } from '@mui/material';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  UntranslatedNote,
  usePageMeta,
} from '@parish/shared-web';
import { MinistryCard } from '../../../components/MinistryCard';
import { useT } from '../lib/i18n';
import { ministryContactAnchor, useMinistries } from '../../../lib/ministries';
import { useScrollToHash } from '../../../lib/useScrollToHash';
import { GetInvolvedForm } from './GetInvolvedForm';

const FORM_ID = 'get-involved';

/** The ministry a `#contact-{id}` link chose, if any. */
function chosenMinistry(hash: string): string | null {
  return /^#contact-(\d+)$/.exec(hash)?.[1] ?? null;
}

/** /ministries: every ministry, and the Get Involved form that reaches the parish office. */
export default function MinistriesPage() {
  const t = useT();
  usePageMeta({
    title: t('content.ministries.title'),
    description: t('content.ministries.description'),
  });
  const ministries = useMinistries();
  const { hash } = useLocation();
  const preselected = chosenMinistry(hash);
  const loaded = ministries.status !== 'loading';
  useEffect(() => {
    if (ministries.status === 'error') {
      console.error('[content] could not load ministries', ministries.error);
    }
  }, [ministries.status, ministries.error]);
  // #ministry-{id} and #get-involved land on their element…
  useScrollToHash(loaded && !preselected);
  // …and #contact-{id} on the form, with that ministry chosen.
  useEffect(() => {
    if (loaded && preselected) {
      document.getElementById(FORM_ID)?.scrollIntoView({ block: 'start' });
    }
  }, [loaded, preselected]);

  const list = ministries.status === 'success' ? ministries.data : [];
  return (
    <>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <PageHeader
          title={t('content.ministries.title')}
          subtitle={t('content.ministries.subtitle')}
        />
        {ministries.status === 'loading' && (
          <LoadingState label={t('content.ministries.loading')} />
        )}
        {ministries.status === 'error' && (
          <ErrorState message={t('content.ministries.failed')} onRetry={ministries.reload} />
        )}
        {ministries.status === 'success' && list.length === 0 && (
          <EmptyState>{t('content.ministries.empty')}</EmptyState>
        )}
        <UntranslatedNote records={list} />
        <Grid container spacing={3}>
          {list.map((ministry, index) => (
            <Grid key={ministry.id} size={{ xs: 12, sm: 6, lg: 3 }}>
              <MinistryCard
                id={`ministry-${ministry.id}`}
                ministry={ministry}
                prominent={index === 0}
                action={
                  <Button
                    component={RouterLink}
                    to={{ hash: ministryContactAnchor(ministry.id) }}
                    aria-label={t('content.ministries.getInvolvedIn', { title: ministry.title })}
                  >
                    {t('content.ministries.getInvolved')}
                  </Button>
                }
              />
            </Grid>
          ))}
        </Grid>
      </Container>
      <Box
        component="section"
        id={FORM_ID}
        aria-labelledby={`${FORM_ID}-title`}
        sx={{ py: 6, bgcolor: 'background.paper', scrollMarginTop: 88 }}
      >
        <Container maxWidth="md">
          <Typography id={`${FORM_ID}-title`} variant="h2" gutterBottom>
            {t('content.ministries.getInvolved')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('content.ministries.form.intro')}
          </Typography>
          <GetInvolvedForm ministries={list} preselected={preselected} />
        </Container>
      </Box>
    </>
  );
}
