import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { IsoDate } from '@parish/shared-types';
import { useFormat } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { addDays, WEEK_DAYS } from '../lib/weeks';

/**
 * The days shown, and links to the week before and after (and back to this
 * week from another): plain links, so each week has its address, works
 * before the page's script has run, and is followed by keyboard.
 */
export function WeekNavigation({
  from,
  to,
  isThisWeek,
  weekSearch,
}: {
  from: IsoDate;
  to: IsoDate;
  isThisWeek: boolean;
  /** The address of the week from a date, with the page's filters (null: this week). */
  weekSearch: (from: IsoDate | null) => string;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <Box
      component="nav"
      aria-label={t('content.massTimes.week.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}
    >
      <Typography sx={{ flex: '1 1 100%', fontWeight: 600 }}>
        {t('content.massTimes.week.range', { from: format.date(from), to: format.date(to) })}
      </Typography>
      <Button
        component={RouterLink}
        to={{ search: weekSearch(addDays(from, -WEEK_DAYS)) }}
        startIcon={<ChevronLeft aria-hidden />}
        variant="outlined"
      >
        {t('content.massTimes.week.previous')}
      </Button>
      {!isThisWeek && (
        <Button component={RouterLink} to={{ search: weekSearch(null) }} variant="outlined">
          {t('content.massTimes.week.current')}
        </Button>
      )}
      <Button
        component={RouterLink}
        to={{ search: weekSearch(addDays(from, WEEK_DAYS)) }}
        endIcon={<ChevronRight aria-hidden />}
        variant="outlined"
      >
        {t('content.massTimes.week.next')}
      </Button>
    </Box>
  );
}
