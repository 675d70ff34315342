import type { ReactNode } from 'react';
import { Container, Paper, Typography } from '@mui/material';

/**
 * The narrow card the sign-in pages sit in (Admin Login, Forgot password,
 * Set a new password), under their page heading, which takes the focus
 * after navigation (`data-page-heading`).
 */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container maxWidth="xs" sx={{ py: 8 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography
          variant="h2"
          component="h1"
          tabIndex={-1}
          data-page-heading
          sx={{ mb: 2, outline: 'none' }}
        >
          {heading}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
