import { Stack, Typography, type StackProps } from '@mui/material';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { ParishEvent } from '@parish/shared-types';
import { formatDate, formatTime12h } from '../format/format';

/**
 * An event's date, time and place, each behind its icon: the events list and
 * the booking page show them the same way. `direction` lays the two out.
 */
export function EventWhenWhere({
  event,
  direction = 'column',
  spacing = 0.5,
}: {
  event: Pick<ParishEvent, 'date' | 'time' | 'location'>;
  direction?: StackProps['direction'];
  spacing?: StackProps['spacing'];
}) {
  return (
    <Stack direction={direction} spacing={spacing}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CalendarMonthOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">
          {formatDate(event.date)} · {formatTime12h(event.time)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PlaceOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{event.location}</Typography>
      </Stack>
    </Stack>
  );
}
