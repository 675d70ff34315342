import { useMemo } from 'react';
import { Box } from '@mui/material';
import { drawQrCode } from '../lib/qrCode';

/**
 * A ticket's QR code as SVG: dark modules on a white square whatever the
 * theme (scanners need dark on light), kept when printing.
 */
export function TicketQrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => drawQrCode(value), [value]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
      sx={{
        display: 'block',
        width: 148,
        height: 148,
        flexShrink: 0,
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </Box>
  );
}
