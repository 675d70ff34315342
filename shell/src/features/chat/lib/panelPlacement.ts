import type { Theme } from '@mui/material';

/** Where the chat's panel sits: above the floating button, at the screen's edge. */
export const PANEL_PLACEMENT_SX = {
  position: 'fixed',
  right: { xs: 16, sm: 24 },
  bottom: { xs: 84, sm: 96 },
  width: 'min(380px, calc(100vw - 32px))',
  zIndex: (theme: Theme) => theme.zIndex.speedDial,
} as const;
