import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, AlertTitle, Box, Button, Container, Link, Typography } from '@mui/material';
import type { SacramentKind } from '@parish/shared-types/sacraments';
import { NotFoundPage, PageHeader, useParishDetails, usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { SACRAMENT_COPY, sacramentOfSlug } from '../lib/sacraments';
import { SacramentForm } from './SacramentForm';

/** The parish's phone, first on the anointing's page: a dying person cannot wait for a form. */
function EmergencyPhone() {
  const t = useT();
  const { contact } = useParishDetails();
  return (
    <Alert severity="warning" sx={{ mb: 4 }}>
      <AlertTitle>{t('content.sacraments.emergency.title')}</AlertTitle>
      <Typography sx={{ mb: 1 }}>{t('content.sacraments.emergency.text')}</Typography>
      <Link
        href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
        sx={{ fontSize: '1.5rem', fontWeight: 700 }}
      >
        {t('content.sacraments.emergency.call', { phone: contact.phone })}
      </Link>
    </Alert>
  );
}

function RequestForm({ kind }: { kind: SacramentKind }) {
  const t = useT();
  const title = t(SACRAMENT_COPY[kind].title);
  const summary = t(SACRAMENT_COPY[kind].summary);
  usePageMeta({ title, description: summary });
  const [sent, setSent] = useState(false);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      {kind === 'anointing' && <EmergencyPhone />}
      <PageHeader title={title} subtitle={summary} />
      {sent ? (
        <Alert severity="success" role="status">
          <AlertTitle>{t('content.sacraments.sent.title')}</AlertTitle>
          <Typography sx={{ mb: 2 }}>{t('content.sacraments.sent.text')}</Typography>
          <Button component={RouterLink} to="/sacraments" variant="outlined">
            {t('content.sacraments.back')}
          </Button>
        </Alert>
      ) : (
        <>
          <SacramentForm kind={kind} onSent={() => setSent(true)} />
          <Box sx={{ mt: 3 }}>
            <Typography variant="body2" color="text.secondary">
              {t('content.sacraments.privacy')}
            </Typography>
          </Box>
        </>
      )}
    </Container>
  );
}

/** /sacraments/baptism, /sacraments/marriage, …: one sacrament's request form. */
export default function SacramentRequestPage() {
  const kind = sacramentOfSlug(useParams().kind);
  return kind ? <RequestForm key={kind} kind={kind} /> : <NotFoundPage />;
}
