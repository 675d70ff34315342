import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { fallbackLang, type Video } from '@parish/shared-types';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  UntranslatedNote,
  useFormat,
} from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { useBlogPosts, usePhotos, useVideos } from '../api/media';
import { blogPostDate, blogPostPath } from '../lib/blog';
import { VideoDialog } from './VideoDialog';
import { VideoThumbnail } from './VideoThumbnail';

/** The Photos tab: what administrators uploaded, newest first. */
export function PhotosTab() {
  const t = useT();
  const format = useFormat();
  const photos = usePhotos();
  if (photos.status === 'loading')
    return <LoadingState label={t('content.media.photos.loading')} />;
  if (photos.status === 'error') {
    return <ErrorState message={t('content.media.photos.failed')} onRetry={photos.reload} />;
  }
  if (photos.data.length === 0) return <EmptyState>{t('content.media.photos.empty')}</EmptyState>;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {photos.data.map((photo) => (
        <Grid key={photo.id} component="li" size={{ xs: 6, md: 3 }}>
          <Box component="figure" sx={{ m: 0 }}>
            <Box
              component="img"
              src={photo.url}
              alt={t('content.media.photos.alt', { filename: photo.filename })}
              loading="lazy"
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: '1',
                objectFit: 'cover',
                borderRadius: 2,
              }}
            />
            <Typography component="figcaption" variant="caption" color="text.secondary">
              {format.dateTime(photo.uploaded_at)}
            </Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}

/** The Videos tab: the newest videos, and the way to all of them. */
export function VideosTab() {
  const t = useT();
  const videos = useVideos();
  const [open, setOpen] = useState<Video | null>(null);
  const browseAll = (
    <Button component={RouterLink} to="/media/videos" variant="outlined" sx={{ mt: 3 }}>
      {t('content.media.videos.browseAll')}
    </Button>
  );
  if (videos.status === 'loading')
    return <LoadingState label={t('content.media.videos.loading')} />;
  if (videos.status === 'error') {
    return <ErrorState message={t('content.media.videos.failed')} onRetry={videos.reload} />;
  }
  if (videos.data.length === 0) return <EmptyState>{t('content.media.videos.empty')}</EmptyState>;
  const newest = [...videos.data].sort((a, b) => b.id - a.id).slice(0, 6);
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {newest.map((video) => (
          <Grid key={video.id} component="li" size={{ xs: 6, md: 4 }}>
            <VideoThumbnail video={video} onOpen={setOpen} />
          </Grid>
        ))}
      </Grid>
      {browseAll}
      <VideoDialog video={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** The Blog tab: the published posts, newest first, each linking to its own page. */
export function BlogTab() {
  const t = useT();
  const format = useFormat();
  const posts = useBlogPosts();
  if (posts.status === 'loading') return <LoadingState label={t('content.media.blog.loading')} />;
  if (posts.status === 'error') {
    return <ErrorState message={t('content.media.blog.failed')} onRetry={posts.reload} />;
  }
  if (posts.data.length === 0) return <EmptyState>{t('content.media.blog.empty')}</EmptyState>;
  return (
    <Stack spacing={3}>
      <UntranslatedNote records={posts.data} />
      {posts.data.map((post) => (
        <Card key={post.id} component="article" aria-labelledby={`post-${post.id}`}>
          <CardContent>
            <Typography
              id={`post-${post.id}`}
              variant="h3"
              component="h2"
              lang={fallbackLang(post, 'title')}
            >
              <Link component={RouterLink} to={blogPostPath(post.slug)} underline="hover">
                {post.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {format.date(blogPostDate(post))}
              {post.author ? ` · ${post.author}` : ''}
            </Typography>
            <Typography lang={fallbackLang(post, 'excerpt')}>{post.excerpt}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
