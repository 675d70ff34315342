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
        // A paragraph, not the <h6> MUI draws subtitle1 as: it is no heading.
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
