import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { PageHeader, useParishDetails, usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { richText } from '../../../lib/richText';
import { CourseCards } from './CourseCards';

/** /courses: how parish courses work, and the three on offer. */
export default function CoursesPage() {
  const t = useT();
  usePageMeta({ title: t('content.courses.title'), description: t('content.courses.description') });
  const { email } = useParishDetails().contact;
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader title={t('content.courses.title')} subtitle={t('content.courses.subtitle')} />
      <Box component="section" aria-labelledby="how-title" sx={{ mb: 6, maxWidth: 760 }}>
        <Typography id="how-title" variant="h2" gutterBottom>
          {t('content.courses.how.title')}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{t('content.courses.how.sessions')}</Typography>
        <Typography sx={{ mb: 1.5 }}>{t('content.courses.how.dates')}</Typography>
        <Typography>
          {richText((values) => t('content.courses.how.questions', values), {
            email: <a href={`mailto:${email}`}>{email}</a>,
          })}
        </Typography>
      </Box>
      <Typography variant="h2" sx={{ mb: 3 }}>
        {t('content.courses.onOffer')}
      </Typography>
      <CourseCards headingLevel="h3" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
        <Button component={RouterLink} to="/application" variant="contained">
          {t('content.courses.register')}
        </Button>
        <Button component={RouterLink} to="/courses-list" variant="outlined">
          {t('content.courses.listLink')}
        </Button>
        <Button component={RouterLink} to="/catholic-quiz" variant="outlined">
          {t('content.courses.quizLink')}
        </Button>
      </Stack>
    </Container>
  );
}
