import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Container, Grid, Stack, Typography } from '@mui/material';
import { NotFoundPage, PageHeader, usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { courseAtPath, type CourseDetails } from '../lib/courseCopy';

function Course({ course }: { course: CourseDetails }) {
  const t = useT();
  const title = t(course.title);
  const summary = t(course.summary);
  usePageMeta({ title, description: t('content.courses.course.description', { summary }) });
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader title={title} subtitle={summary} />
      <Grid container spacing={6}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography sx={{ mb: 3 }}>{t(course.description)}</Typography>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('content.courses.course.cover')}
          </Typography>
          <Box component="ol" sx={{ pl: 3, mt: 0, mb: 3 }}>
            {course.topics.map((topic) => (
              <li key={topic}>
                <Typography>{t(topic)}</Typography>
              </li>
            ))}
          </Box>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('content.courses.course.audience')}
          </Typography>
          <Typography sx={{ mb: 4 }}>{t(course.audience)}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              component={RouterLink}
              to={`/application?course=${course.value}`}
              variant="contained"
            >
              {t('content.courses.course.register')}
            </Button>
            <Button component={RouterLink} to="/courses-list" variant="outlined">
              {t('content.courses.course.all')}
            </Button>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box
            component="img"
            src={course.image}
            alt=""
            sx={{
              display: 'block',
              width: '100%',
              borderRadius: 2,
              aspectRatio: '8 / 5',
              objectFit: 'cover',
            }}
          />
        </Grid>
      </Grid>
    </Container>
  );
}

/** /courses/theology, /courses/church-history, /courses/service. */
export default function CoursePage() {
  const { pathname } = useLocation();
  const course = courseAtPath(pathname.replace(/\/+$/, '').toLowerCase());
  return course ? <Course course={course} /> : <NotFoundPage />;
}
