import { Box } from '@mui/material';
import { dayMarks } from '../lib/eventsByDate';

/**
 * The dots that mark a day with events: one per event up to three, the
 * third larger and ringed when there are more. Decoration only: the day's
 * name says how many events it has.
 */
export function DayDots({
  count,
  onSelectedDay = false,
}: {
  count: number;
  onSelectedDay?: boolean;
}) {
  const { dots, more } = dayMarks(count);
  return (
    <Box
      component="span"
      aria-hidden
      data-dots={dots}
      data-more={more || undefined}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: '2px', height: 7 }}
    >
      {Array.from({ length: dots }, (_, index) => {
        const bold = more && index === dots - 1;
        return (
          <Box
            component="span"
            key={index}
            data-dot={bold ? 'more' : 'one'}
            sx={{
              display: 'block',
              width: bold ? 7 : 4,
              height: bold ? 7 : 4,
              borderRadius: '50%',
              bgcolor: onSelectedDay ? 'primary.contrastText' : 'primary.main',
              outline: bold ? '1px solid' : 'none',
              outlineColor: onSelectedDay ? 'primary.contrastText' : 'primary.dark',
              outlineOffset: '1px',
            }}
          />
        );
      })}
    </Box>
  );
}
