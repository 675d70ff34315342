import { Box } from '@mui/material';
import { visuallyHidden } from '@parish/shared-web';
import { formatCountdown, useCountdown } from '../hooks/useCountdown';

export const HOLD_LAPSED_MESSAGE =
  'Your seat hold ran out and the seats were released. Your details are still here: choose a payment method to book again.';

/**
 * How long the visitor's seats stay held while they pay, counting down.
 * The clock itself is not read out every second; a screen reader hears
 * once when one minute is left. Mount it per hold (`key`), so it counts
 * from the moment the hold was made.
 */
export function HoldCountdown({
  deadline,
  seats,
  onLapse,
}: {
  deadline: number;
  seats: number;
  onLapse: () => void;
}) {
  const secondsLeft = useCountdown(deadline, onLapse) ?? 0;
  return (
    <Box component="span">
      {seats === 1 ? 'Your seat is' : `Your ${seats} seats are`} held for{' '}
      <Box
        component="strong"
        role="timer"
        aria-live="off"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatCountdown(secondsLeft)}
      </Box>{' '}
      while you pay.
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {secondsLeft > 0 && secondsLeft <= 60 ? 'One minute left to complete your payment.' : ''}
      </Box>
    </Box>
  );
}
