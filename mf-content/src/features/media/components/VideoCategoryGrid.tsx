import { useState } from 'react';
import { Box, Grid, Pagination, Typography } from '@mui/material';
import type { Video, VideoCategory } from '@parish/shared-types';
import { EmptyState } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { usePaginationLabels } from '../../../lib/pagination';
import { VIDEO_CATEGORY_NAMES } from '../lib/videoCategories';
import { pageCount, pageOf } from '../lib/youtube';
import { VideoThumbnail } from './VideoThumbnail';

/** One category: its videos 2 columns by 3 rows per page (spec section 9). */
export function VideoCategoryGrid({
  category,
  videos,
  onOpen,
}: {
  category: VideoCategory;
  videos: readonly Video[];
  onOpen: (video: Video) => void;
}) {
  const t = useT();
  const paginationLabel = usePaginationLabels();
  const [page, setPage] = useState(1);
  const pages = pageCount(videos.length);
  const title = t(VIDEO_CATEGORY_NAMES[category]);
  const headingId = `videos-${category.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 6 }}>
      <Typography
        id={headingId}
        variant="h2"
        sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}
      >
        {title}
      </Typography>
      {videos.length === 0 ? (
        <EmptyState>{t('content.media.videos.categoryEmpty')}</EmptyState>
      ) : (
        <>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {pageOf(videos, Math.min(page, pages)).map((video) => (
              <Grid key={video.id} component="li" size={6}>
                <VideoThumbnail video={video} onOpen={onOpen} />
              </Grid>
            ))}
          </Grid>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => setPage(next)}
              color="primary"
              sx={{ mt: 2 }}
              aria-label={t('content.media.videos.categoryPages', { title })}
              getItemAriaLabel={paginationLabel}
            />
          )}
        </>
      )}
    </Box>
  );
}
