import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * The heading block of a page. The h1 takes focus after navigation (the shell
 * moves focus to `[data-page-heading]`), so screen-reader users hear where
 * they landed.
 */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Typography variant="h1" tabIndex={-1} data-page-heading sx={{ outline: 'none' }}>
        {title}
      </Typography>
      {subtitle && (
        // A paragraph, not MUI's default h6 for this variant: it is no heading (axe: heading-order).
        <Typography
          variant="subtitle1"
          component="p"
          color="text.secondary"
          sx={{ mt: 1, maxWidth: 720 }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
