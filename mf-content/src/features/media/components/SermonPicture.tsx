import { Box } from '@mui/material';
import type { Sermon } from '@parish/shared-types';
import { pictureLoading } from '../../../lib/pictureLoading';

/**
 * The sermon's picture, or its scripture drawn on the parish colours when it
 * has none. `prominent`: on screen as the page opens (the first card, the
 * sermon's own page).
 */
export function SermonPicture({
  sermon,
  prominent = false,
}: {
  sermon: Sermon;
  prominent?: boolean;
}) {
  if (!sermon.image) {
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
      src={sermon.image}
      alt=""
      {...pictureLoading(prominent)}
      sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
    />
  );
}
