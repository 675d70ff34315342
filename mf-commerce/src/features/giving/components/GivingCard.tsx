import { useId, type ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One card of the giving page, a section named by its heading. */
export function GivingCard({
  title,
  blurb,
  children,
}: {
  title: string;
  blurb: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h4" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {blurb}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
