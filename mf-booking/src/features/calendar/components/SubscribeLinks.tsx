import { Box, Link, Typography } from '@mui/material';
import { apiPaths } from '@parish/shared-types';
import { apiUrl } from '@parish/shared-web';
import { usePageOrigin } from '../../../lib/usePageOrigin';

/**
 * The parish calendar as a subscription (`webcal:`, which phones and
 * desktop calendars open and then keep up to date), and its address for
 * calendars that add a feed by URL.
 */
export function SubscribeLinks() {
  const origin = usePageOrigin();
  if (!origin) return null;
  const feed = new URL(apiUrl(apiPaths.eventsCalendar), origin).href;
  return (
    <Box component="section" aria-labelledby="subscribe-title" sx={{ mt: 3 }}>
      <Typography id="subscribe-title" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        Keep parish events in your calendar
      </Typography>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        <Link href={feed.replace(/^https?:/, 'webcal:')}>Subscribe to the events calendar</Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Or add this address to your calendar app: {feed}
      </Typography>
    </Box>
  );
}
