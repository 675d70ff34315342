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
import { useT } from '../lib/i18n';

/** /media/videos: the four categories, each a paged grid; a video plays in a dialog. */
export default function VideosPage() {
  const t = useT();
  usePageMeta({
    title: t('content.media.tabs.videos'),
    description: t('content.media.videosPage.description'),
  });
  const videos = useVideos();
  const [open, setOpen] = useState<Video | null>(null);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title={t('content.media.tabs.videos')}
        subtitle={t('content.media.videosPage.subtitle')}
      />
      {videos.status === 'loading' && <LoadingState />}
      {videos.status === 'error' && (
        <ErrorState
          message={t('content.common.error', {
            message: describeApiError(videos.error, t('content.media.videosPage.failed')),
          })}
          onRetry={videos.reload}
        />
      )}
      {videos.status === 'success' &&
        VIDEO_CATEGORIES.map((category) => (
          <VideoCategoryGrid
            key={category}
            category={category}
            videos={videos.data.filter((video) => video.category === category)}
            onOpen={setOpen}
          />
        ))}
      <VideoDialog video={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
