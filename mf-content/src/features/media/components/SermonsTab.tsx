import { Link as RouterLink } from 'react-router';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { EmptyState, ErrorState, formatDate, LoadingState } from '@parish/shared-web';
import { useSermons } from '../api/sermons';
import { sermonFormats, sermonPath } from '../lib/sermons';
import { SermonPicture } from './SermonPicture';

/** The Sermons tab: the parish's sermons, newest first, each with its Video and/or Audio badge. */
export function SermonsTab() {
  const sermons = useSermons();
  if (sermons.status === 'loading') return <LoadingState label="Loading sermons..." />;
  if (sermons.status === 'error') {
    return <ErrorState message="Unable to load sermons." onRetry={sermons.reload} />;
  }
  if (sermons.data.length === 0) return <EmptyState>No sermons have been shared yet.</EmptyState>;
  return (
    <Grid container spacing={3}>
      {sermons.data.map((sermon, index) => (
        <Grid key={sermon.id} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card
            component="article"
            aria-labelledby={`sermon-${sermon.id}`}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
          >
            <SermonPicture sermon={sermon} prominent={index === 0} />
            <CardContent sx={{ flexGrow: 1 }}>
              <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                {sermonFormats(sermon).map((format) => (
                  <Chip
                    key={format}
                    label={format}
                    size="small"
                    color="primary"
                    variant="outlined"
                  />
                ))}
              </Stack>
              <Typography id={`sermon-${sermon.id}`} variant="h4" component="h2" gutterBottom>
                {sermon.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {sermon.preacher} · {formatDate(sermon.date)}
              </Typography>
              <Typography variant="body2" sx={{ fontStyle: 'italic', mb: 1 }}>
                {sermon.scripture}
              </Typography>
              {sermon.description && <Typography variant="body2">{sermon.description}</Typography>}
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button
                component={RouterLink}
                to={sermonPath(sermon.id)}
                size="small"
                aria-label={`${sermon.audio ? 'Listen' : 'Read more'}: ${sermon.title}`}
              >
                {sermon.audio ? 'Listen' : 'Read more'}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
