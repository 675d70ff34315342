import { useState } from 'react';
import { Container } from '@mui/material';
import { VIDEO_CATEGORIES, type Video } from '@parish/shared-types';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  PageHeader,
  usePageMeta,
} from '@parish/shared-web';
import { useVideos } from '../api/media';
import { VideoCategoryGrid } from './VideoCategoryGrid';
import { VideoDialog } from './VideoDialog';

/** /media/videos: the four categories, each a paged grid; a video plays in a dialog. */
export default function VideosPage() {
  usePageMeta({
    title: 'Videos',
    description:
      'Liturgies, homilies and spiritual education from Holy Trinity: watch recorded services and talks by category.',
  });
  const videos = useVideos();
  const [open, setOpen] = useState<Video | null>(null);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title="Videos"
        subtitle="Recorded liturgies, homilies and talks. Choose a video to play it."
      />
      {videos.status === 'loading' && <LoadingState />}
      {videos.status === 'error' && (
        <ErrorState
          message={`Error: ${describeApiError(videos.error, 'Failed to load videos')}`}
          onRetry={videos.reload}
        />
      )}
      {videos.status === 'success' &&
        VIDEO_CATEGORIES.map((category) => (
          <VideoCategoryGrid
            key={category}
            title={category}
            videos={videos.data.filter((video) => video.category === category)}
            onOpen={setOpen}
          />
        ))}
      <VideoDialog video={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
