import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { formatDate, useParishDetails, usePageMeta } from '@parish/shared-web';
import { useSermons } from '../api/sermons';
import { sermonWithId } from '../lib/sermons';
import { SermonPicture } from './SermonPicture';
import { MediaItemPage } from './MediaItemPage';

const BACK_TO_SERMONS = '/media?tab=sermons';

/** /media/sermons/:id: one sermon, its recording in a player, and where to watch it. */
export default function SermonPage() {
  const { id } = useParams();
  const parishName = useParishDetails().contact.name;
  const sermons = useSermons();
  const sermon = sermons.status === 'success' ? sermonWithId(sermons.data, id) : null;
  usePageMeta({
    title: sermon ? sermon.title : 'Sermon',
    description: sermon
      ? `${sermon.preacher} on ${sermon.scripture}, ${formatDate(sermon.date)}${sermon.description ? `: ${sermon.description}` : '.'}`
      : `A sermon from ${parishName}.`,
  });
  return (
    <MediaItemPage
      list={sermons}
      item={sermon}
      names={{ title: 'Sermon', item: 'the sermon' }}
      back={{ to: BACK_TO_SERMONS, label: 'All sermons' }}
    >
      {(sermon) => (
        <article aria-labelledby="sermon-title">
          <Typography id="sermon-title" variant="h2" component="h1" gutterBottom>
            {sermon.title}
          </Typography>
          <Typography color="text.secondary">
            {sermon.preacher} · {formatDate(sermon.date)}
          </Typography>
          <Typography sx={{ fontStyle: 'italic', mb: 3 }}>{sermon.scripture}</Typography>
          <Box sx={{ mb: 3, borderRadius: 2, overflow: 'hidden', maxWidth: 640 }}>
            <SermonPicture sermon={sermon} prominent />
          </Box>
          {sermon.audio && (
            <Box component="section" aria-labelledby="sermon-listen" sx={{ mb: 3 }}>
              <Typography id="sermon-listen" variant="h3" component="h2" gutterBottom>
                Listen
              </Typography>
              {/* preload="none": nothing is downloaded until the visitor presses play. */}
              <Box
                component="audio"
                controls
                preload="none"
                src={sermon.audio.url}
                aria-label={`Recording: ${sermon.title}`}
                sx={{ width: '100%', maxWidth: 640, display: 'block' }}
              />
              <Link href={sermon.audio.url} download sx={{ display: 'inline-block', mt: 1 }}>
                Download the recording
                {sermon.audio.length ? ` (${(sermon.audio.length / 1_048_576).toFixed(1)} MB)` : ''}
              </Link>
            </Box>
          )}
          {sermon.description && (
            <Typography sx={{ mb: 3, whiteSpace: 'pre-line' }}>{sermon.description}</Typography>
          )}
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {sermon.video_url && (
              <Button href={sermon.video_url} target="_blank" rel="noopener" variant="contained">
                Watch the video
              </Button>
            )}
            <Button component={RouterLink} to={BACK_TO_SERMONS} variant="outlined">
              All sermons
            </Button>
            <Button href="/podcast.xml" variant="text">
              Subscribe to the podcast
            </Button>
          </Stack>
        </article>
      )}
    </MediaItemPage>
  );
}
