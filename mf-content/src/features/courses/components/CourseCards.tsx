import { Link as RouterLink } from 'react-router';
import { Button, Card, CardActions, CardContent, CardMedia, Grid, Typography } from '@mui/material';
import { COURSE_DETAILS } from '../lib/courseCopy';
import { useT } from '../lib/i18n';
import { pictureLoading } from '../../../lib/pictureLoading';

/**
 * The three courses, each with a Learn More link to its page (spec: Our
 * Courses). `opensPage`: the cards are what the page opens on, so the first
 * picture is fetched at once.
 */
export function CourseCards({
  headingLevel = 'h2',
  opensPage = false,
}: {
  headingLevel?: 'h2' | 'h3';
  opensPage?: boolean;
}) {
  const t = useT();
  return (
    <Grid container spacing={3}>
      {COURSE_DETAILS.map((course, index) => (
        <Grid key={course.value} size={{ xs: 12, md: 4 }}>
          <Card
            component="article"
            aria-labelledby={`course-${course.value}`}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
          >
            <CardMedia
              component="img"
              image={course.image}
              alt=""
              {...pictureLoading(opensPage && index === 0)}
              sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
            />
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography
                id={`course-${course.value}`}
                variant="h4"
                component={headingLevel}
                gutterBottom
              >
                {t(course.title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(course.summary)}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button
                component={RouterLink}
                to={course.path}
                aria-label={t('content.common.learnMoreAbout', { title: t(course.title) })}
              >
                {t('content.common.learnMore')}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
