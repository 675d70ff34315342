import { useState } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import type { Video } from '@parish/shared-types';
import { useT } from '../lib/i18n';
import { thumbnailUrl, youtubeId } from '../lib/youtube';

/**
 * A video's picture and title as one button that opens the player. When
 * YouTube's picture cannot load (offline, or an unknown video), a drawn
 * placeholder takes its place; the button still opens the dialog. Inside
 * a button only phrasing content is allowed: every part is a `<span>`.
 */
export function VideoThumbnail({
  video,
  onOpen,
}: {
  video: Video;
  onOpen: (video: Video) => void;
}) {
  const t = useT();
  const id = youtubeId(video.youtube_url);
  const [failed, setFailed] = useState(false);
  const showPicture = id !== null && !failed;
  return (
    <ButtonBase
      onClick={() => onOpen(video)}
      aria-label={t('content.media.videos.play', { title: video.title })}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="span"
        sx={{ display: 'block', position: 'relative', aspectRatio: '16 / 9', bgcolor: '#1d3557' }}
      >
        {showPicture ? (
          <Box
            component="img"
            src={thumbnailUrl(id)}
            alt=""
            loading="lazy"
            onError={() => setFailed(true)}
            // A picture of a page the server rendered may have failed before
            // the browser took the page over, when no one listened yet.
            ref={(image: HTMLImageElement | null) => {
              if (image?.complete && image.naturalWidth === 0) setFailed(true);
            }}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Box
            component="span"
            data-testid="video-placeholder"
            aria-hidden
            sx={{
              display: 'block',
              position: 'absolute',
              inset: 0,
              background: 'linear-gradient(135deg, #1d3557 0%, #274c77 60%, #6b4e16 100%)',
            }}
          />
        )}
        <PlayCircleOutlined
          aria-hidden
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            fontSize: 48,
            color: '#fff',
            filter: 'drop-shadow(0 1px 3px rgba(0,0,0,0.6))',
          }}
        />
      </Box>
      <Typography
        variant="body2"
        component="span"
        sx={{ display: 'block', p: 1.25, fontWeight: 600 }}
      >
        {video.title}
      </Typography>
    </ButtonBase>
  );
}
