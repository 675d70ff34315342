import { Box, Stack, Typography } from '@mui/material';
import { MAX_DAY_DOTS } from '../lib/eventsByDate';
import { DayDots } from './DayDots';

const ENTRIES = [
  { count: 1, label: '1 event' },
  { count: 2, label: '2 events' },
  { count: MAX_DAY_DOTS, label: '3 events' },
  { count: MAX_DAY_DOTS + 1, label: 'More than 3 events' },
];

/** What the dots under a day mean (spec: a legend explains the dots). */
export function DotsLegend() {
  return (
    <Box component="section" aria-labelledby="calendar-legend-title" sx={{ mt: 2 }}>
      <Typography id="calendar-legend-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Legend
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.75 }}>
        {ENTRIES.map(({ count, label }) => (
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
