import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { fallbackLang, type Video } from '@parish/shared-types';
import { QueryStates, UntranslatedNote, useFormat } from '@parish/shared-web';
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
  return (
    <QueryStates
      query={photos}
      loading={t('content.media.photos.loading')}
      failed={t('content.media.photos.failed')}
      empty={t('content.media.photos.empty')}
    >
      {(uploaded) => (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {uploaded.map((photo) => (
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
      )}
    </QueryStates>
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
  return (
    <QueryStates
      query={videos}
      loading={t('content.media.videos.loading')}
      failed={t('content.media.videos.failed')}
      empty={t('content.media.videos.empty')}
    >
      {(all) => {
        const newest = [...all].sort((a, b) => b.id - a.id).slice(0, 6);
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
      }}
    </QueryStates>
  );
}

/** The Blog tab: the published posts, newest first, each linking to its own page. */
export function BlogTab() {
  const t = useT();
  const format = useFormat();
  const posts = useBlogPosts();
  return (
    <QueryStates
      query={posts}
      loading={t('content.media.blog.loading')}
      failed={t('content.media.blog.failed')}
      empty={t('content.media.blog.empty')}
    >
      {(published) => (
        <Stack spacing={3}>
          <UntranslatedNote records={published} />
          {published.map((post) => (
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
      )}
    </QueryStates>
  );
}
