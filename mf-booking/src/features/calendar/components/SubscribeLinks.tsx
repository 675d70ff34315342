import { Box, Link, Typography } from '@mui/material';
import { apiPaths } from '@parish/shared-types';
import { apiUrl } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { usePageOrigin } from '../../../lib/usePageOrigin';

/**
 * The parish calendar as a subscription (`webcal:`, which phones and
 * desktop calendars open and then keep up to date), and its address for
 * calendars that add a feed by URL.
 */
export function SubscribeLinks() {
  const t = useT();
  const origin = usePageOrigin();
  if (!origin) return null;
  const feed = new URL(apiUrl(apiPaths.eventsCalendar), origin).href;
  return (
    <Box component="section" aria-labelledby="subscribe-title" sx={{ mt: 3 }}>
      <Typography id="subscribe-title" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('booking.calendar.subscribe.heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        <Link href={feed.replace(/^https?:/, 'webcal:')}>
          {t('booking.calendar.subscribe.link')}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('booking.calendar.subscribe.address', { feed })}
      </Typography>
    </Box>
  );
}
