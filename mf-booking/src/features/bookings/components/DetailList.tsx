import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Labelled values as a description list, so each value is read with its label. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        alignItems: 'center',
        m: 0,
      }}
    >
      {details.map(({ label, value }) => (
        <Fragment key={label}>
          <Typography
            component="dt"
            variant="body2"
            sx={{ color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } }}
          >
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
