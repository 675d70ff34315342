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
import { embedUrl, youtubeId } from '../lib/youtube';

/**
 * The player of one video, loaded only now that the visitor asked for it.
 * Offline the frame stays empty, so the link to the video is always there.
 */
export function VideoDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
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
                  title={`YouTube video player: ${video.title}`}
                  allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
                />
              </Box>
            ) : (
              <Typography>This video cannot be played here; open it on YouTube instead.</Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {video.category}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button
              href={video.youtube_url}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNew aria-hidden />}
            >
              Watch on YouTube
            </Button>
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
