import { createContext, use } from 'react';
import { Box } from '@mui/material';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers';
import type {} from '@mui/x-date-pickers/AdapterDayjs';
import { visuallyHidden } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { eventCountLabel } from '../lib/eventsByDate';
import { DayDots } from './DayDots';

/** How many events each date (`YYYY-MM-DD`) has, for the calendar's days. */
export const EventCountsContext = createContext<ReadonlyMap<string, number>>(new Map());

/**
 * A day of the calendar: MUI's own day button (so selection, focus and
 * arrow-key moves stay the calendar's), with its event dots and, for
 * screen readers, how many events it has.
 */
export function EventDay(props: PickerDayProps) {
  const counts = use(EventCountsContext);
  const t = useT();
  const { day, outsideCurrentMonth, selected } = props;
  const count = outsideCurrentMonth ? 0 : (counts.get(day.format('YYYY-MM-DD')) ?? 0);
  return (
    <PickerDay {...props} data-events={count || undefined}>
      <Box component="span" sx={{ lineHeight: 1 }}>
        {day.date()}
      </Box>
      {count > 0 && (
        <>
          <Box
            component="span"
            sx={{
              position: 'absolute',
              bottom: 3,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
            }}
          >
            <DayDots count={count} onSelectedDay={selected} />
          </Box>
          <Box component="span" sx={visuallyHidden}>
            , {eventCountLabel(count, t)}
          </Box>
        </>
      )}
    </PickerDay>
  );
}
