import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useT } from '../i18n/messages';

/** Worth asking the browser for: an http(s) URL, or a path on this site. */
function isPreviewable(url: string): boolean {
  return /^https?:\/\/\S+$/i.test(url) || /^\/[^\s/]\S*$/.test(url);
}

/**
 * What an image URL shows, as the visitor will see it; a drawn placeholder
 * when it cannot be loaded (offline, a typo, a broken link).
 */
export function ImagePreview({ url, label }: { url: string; label: string }) {
  const t = useT();
  const trimmed = url.trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!isPreviewable(trimmed)) return null;
  const failed = failedUrl === trimmed;
  return (
    <Box
      sx={{
        mt: 1.5,
        width: 160,
        height: 110,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {failed ? (
        <Box
          sx={{ textAlign: 'center', px: 1 }}
          role="img"
          aria-label={t('shared-web.forms.noPreview', { label })}
        >
          <ImageOutlined color="disabled" aria-hidden />
          <Typography variant="caption" component="p" color="text.secondary">
            {t('shared-web.forms.imageFailed')}
          </Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={trimmed}
          alt={t('shared-web.forms.previewOf', { name: label })}
          onError={() => setFailedUrl(trimmed)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
