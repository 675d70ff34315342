import { Stack, Typography, type StackProps } from '@mui/material';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { ParishEvent } from '@parish/shared-types';
import { useFormat } from '../format/useFormat';

/**
 * An event's date, time and place, each behind its icon: the events list and
 * the booking page show them the same way, in the page's language.
 * `direction` lays the two out.
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
  const format = useFormat();
  return (
    <Stack direction={direction} spacing={spacing}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CalendarMonthOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">
          {format.date(event.date)} · {format.time(event.time)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PlaceOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{event.location}</Typography>
      </Stack>
    </Stack>
  );
}
