import { Link as RouterLink } from 'react-router';
import { Card, CardContent, Container, Grid, Link, Typography } from '@mui/material';
import { SACRAMENT_KINDS } from '@parish/shared-types/sacraments';
import { PageHeader, usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { SACRAMENT_COPY, sacramentSlug } from '../lib/sacraments';

/** /sacraments: the sacraments a family asks the parish for, each linking to its form. */
export default function SacramentsPage() {
  const t = useT();
  usePageMeta({
    title: t('content.sacraments.title'),
    description: t('content.sacraments.description'),
  });
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader
        title={t('content.sacraments.title')}
        subtitle={t('content.sacraments.subtitle')}
      />
      <Grid component="ul" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {SACRAMENT_KINDS.map((kind) => (
          <Grid component="li" key={kind} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                  <Link component={RouterLink} to={`/sacraments/${sacramentSlug(kind)}`}>
                    {t(SACRAMENT_COPY[kind].title)}
                  </Link>
                </Typography>
                <Typography color="text.secondary">{t(SACRAMENT_COPY[kind].summary)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography sx={{ mt: 4 }} color="text.secondary">
        {t('content.sacraments.privacy')}
      </Typography>
    </Container>
  );
}
