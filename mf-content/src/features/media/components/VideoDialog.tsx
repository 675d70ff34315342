import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { Video } from '@parish/shared-types';
import { useT } from '../lib/i18n';
import { VIDEO_CATEGORY_NAMES } from '../lib/videoCategories';
import { embedUrl, youtubeId } from '../lib/youtube';

/**
 * The player of one video, loaded only now that the visitor asked for it.
 * Offline the frame stays empty, so the link to the video is always there.
 */
export function VideoDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const t = useT();
  const id = video ? youtubeId(video.youtube_url) : null;
  return (
    <Dialog open={video !== null} onClose={onClose} fullWidth maxWidth="md">
      {video && (
        <>
          <DialogTitle>{video.title}</DialogTitle>
          <DialogContent>
            {id ? (
              <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'common.black' }}>
                <Box
                  component="iframe"
                  src={embedUrl(id)}
                  title={t('content.media.videos.player', { title: video.title })}
                  allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
                />
              </Box>
            ) : (
              <Typography>{t('content.media.videos.cannotPlay')}</Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t(VIDEO_CATEGORY_NAMES[video.category])}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button
              href={video.youtube_url}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNew aria-hidden />}
            >
              {t('content.media.videos.watchOnYouTube')}
            </Button>
            <Button onClick={onClose} variant="contained">
              {t('content.media.videos.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
