import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useCameraScanner } from '../hooks/useCameraScanner';

/**
 * "Scan with camera": the back camera's picture, read for tickets' QR
 * codes; each code read is checked in as if typed. Stop, or leaving the
 * screen, turns the camera off.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { state, videoRef, start, stop } = useCameraScanner(onCode);
  const on = state.status === 'starting' || state.status === 'scanning';
  return (
    <Box component="section" aria-label="Scan with camera" sx={{ my: 2 }}>
      <Button
        variant={on ? 'outlined' : 'contained'}
        size="large"
        fullWidth
        sx={{ minHeight: 56 }}
        onClick={() => (on ? stop() : void start())}
      >
        {on ? 'Stop camera' : 'Scan with camera'}
      </Button>
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera picture"
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
        {state.status === 'starting' && <Typography>Starting the camera...</Typography>}
        {state.status === 'scanning' && (
          <Typography>Hold a ticket’s QR code up to the camera.</Typography>
        )}
      </Stack>
      {state.status === 'failed' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {state.message}
        </Alert>
      )}
    </Box>
  );
}
