import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { PageHeader, useParishDetails, usePageMeta } from '@parish/shared-web';
import { CourseCards } from './CourseCards';

/** /courses: how parish courses work, and the three on offer. */
export default function CoursesPage() {
  usePageMeta({
    title: 'Courses',
    description:
      'Adult faith formation at Holy Trinity: how our courses work, who they are for, and how to register.',
  });
  const { email } = useParishDetails().contact;
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title="Courses"
        subtitle="Faith formation for adults: learning together, asking honest questions, and putting faith into practice."
      />
      <Box component="section" aria-labelledby="how-title" sx={{ mb: 6, maxWidth: 760 }}>
        <Typography id="how-title" variant="h2" gutterBottom>
          How our courses work
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          Each course is a series of sessions at the parish, taught by our clergy and lay leaders. A
          session is a short talk, a reading, and time for conversation and prayer. There are no
          exams, and no question is too simple.
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          Dates for the next sessions are announced on the Events page and at Sunday worship. When
          you register, the parish office writes to you with the schedule.
        </Typography>
        <Typography>
          Questions? Write to <a href={`mailto:${email}`}>{email}</a>.
        </Typography>
      </Box>
      <Typography variant="h2" sx={{ mb: 3 }}>
        Courses on offer
      </Typography>
      <CourseCards headingLevel="h3" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
        <Button component={RouterLink} to="/application" variant="contained">
          Register for a Course
        </Button>
        <Button component={RouterLink} to="/courses-list" variant="outlined">
          Courses List
        </Button>
        <Button component={RouterLink} to="/catholic-quiz" variant="outlined">
          Try the Catholic Quiz
        </Button>
      </Stack>
    </Container>
  );
}
