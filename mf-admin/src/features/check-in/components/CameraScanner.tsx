import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n';
import { useCameraScanner } from '../hooks/useCameraScanner';

/**
 * "Scan with camera": the back camera's picture, read for tickets' QR
 * codes; each code read is checked in as if typed. Stop, or leaving the
 * screen, turns the camera off.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { state, videoRef, start, stop } = useCameraScanner(onCode);
  const t = useT();
  const on = state.status === 'starting' || state.status === 'scanning';
  return (
    <Box component="section" aria-label={t('admin.checkIn.camera.scan')} sx={{ my: 2 }}>
      <Button
        variant={on ? 'outlined' : 'contained'}
        size="large"
        fullWidth
        sx={{ minHeight: 56 }}
        onClick={() => (on ? stop() : void start())}
      >
        {on ? t('admin.checkIn.camera.stop') : t('admin.checkIn.camera.scan')}
      </Button>
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label={t('admin.checkIn.camera.picture')}
        sx={{
          display: on ? 'block' : 'none',
          width: '100%',
          maxHeight: 320,
          objectFit: 'cover',
          mt: 1.5,
          borderRadius: 1,
          bgcolor: 'common.black',
        }}
      />
      <Stack role="status" sx={{ mt: 1 }}>
        {state.status === 'starting' && (
          <Typography>{t('admin.checkIn.camera.starting')}</Typography>
        )}
        {state.status === 'scanning' && (
          <Typography>{t('admin.checkIn.camera.scanning')}</Typography>
        )}
      </Stack>
      {state.status === 'failed' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t(state.message)}
        </Alert>
      )}
    </Box>
  );
}
