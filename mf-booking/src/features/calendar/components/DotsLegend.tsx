import { Box, Stack, Typography } from '@mui/material';
import { useT } from '../lib/i18n';
import { eventCountLabel, MAX_DAY_DOTS } from '../lib/eventsByDate';
import { DayDots } from './DayDots';

/** What the dots under a day mean (spec: a legend explains the dots). */
export function DotsLegend() {
  const t = useT();
  const entries = [
    ...[1, 2, MAX_DAY_DOTS].map((count) => ({ count, label: eventCountLabel(count, t) })),
    {
      count: MAX_DAY_DOTS + 1,
      label: t('booking.calendar.moreThan', { count: MAX_DAY_DOTS }),
    },
  ];
  return (
    <Box component="section" aria-labelledby="calendar-legend-title" sx={{ mt: 2 }}>
      <Typography id="calendar-legend-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('booking.calendar.legend')}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.75 }}>
        {entries.map(({ count, label }) => (
          <Stack component="li" key={label} direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            <Box sx={{ width: 32, display: 'flex', justifyContent: 'center' }}>
              <DayDots count={count} />
            </Box>
            <Typography variant="body2">{label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
