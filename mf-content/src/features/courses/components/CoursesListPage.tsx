import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Typography } from '@mui/material';
import { usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { CourseCards } from './CourseCards';

/** /courses-list: the banner and the three courses (spec: Our Courses). */
export default function CoursesListPage() {
  const t = useT();
  usePageMeta({
    title: t('content.courses.list.title'),
    description: t('content.courses.list.description'),
  });
  return (
    <>
      <Box
        component="header"
        sx={{
          color: '#fff',
          background: 'linear-gradient(135deg, #1d3557 0%, #274c77 60%, #6b4e16 100%)',
          py: { xs: 6, md: 8 },
          textAlign: 'center',
        }}
      >
        <Container maxWidth="md">
          <Typography variant="h1" tabIndex={-1} data-page-heading sx={{ outline: 'none', mb: 2 }}>
            {t('content.courses.list.title')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 400, opacity: 0.92 }}>
            {t('content.courses.list.blurb')}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <CourseCards opensPage />
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to="/application" variant="contained" size="large">
            {t('content.courses.register')}
          </Button>
        </Box>
      </Container>
    </>
  );
}
