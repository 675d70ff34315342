import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { formatDate } from '@parish/shared-web';
import { SAMPLE_SERMONS, type Sermon } from '../lib/sermons';

function SermonPicture({ sermon }: { sermon: Sermon }) {
  if (!sermon.thumbnailImage) {
    return (
      <Box
        aria-hidden
        sx={{
          aspectRatio: '16 / 9',
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          fontFamily: 'Georgia, serif',
          fontSize: '1.25rem',
          background: 'linear-gradient(135deg, #1d3557 0%, #6b4e16 100%)',
        }}
      >
        {sermon.scripture}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={sermon.thumbnailImage}
      alt=""
      loading="lazy"
      sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
    />
  );
}

/** The Sermons tab: the spec's fixed sample list, each with its Video and/or Audio badge. */
export function SermonsTab() {
  return (
    <Grid container spacing={3}>
      {SAMPLE_SERMONS.map((sermon) => (
        <Grid key={sermon.id} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card
            component="article"
            aria-labelledby={`sermon-${sermon.id}`}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
          >
            <SermonPicture sermon={sermon} />
            <CardContent sx={{ flexGrow: 1 }}>
              <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                {sermon.formats.map((format) => (
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
              <Typography variant="body2">{sermon.description}</Typography>
            </CardContent>
            {sermon.formats.includes('Video') && (
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  component={RouterLink}
                  to="/media/videos"
                  size="small"
                  aria-label={`Watch videos: ${sermon.title}`}
                >
                  Watch videos
                </Button>
              </CardActions>
            )}
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
