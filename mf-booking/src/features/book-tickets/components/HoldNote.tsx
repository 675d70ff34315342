import { Box } from '@mui/material';
import { visuallyHidden } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { formatCountdown, useCountdown } from '../hooks/useCountdown';

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
  const t = useT();
  return (
    <Box component="span">
      {t('booking.tickets.hold.heldFor', { seats })}{' '}
      <Box
        component="strong"
        role="timer"
        aria-live="off"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatCountdown(secondsLeft)}
      </Box>{' '}
      {t('booking.tickets.hold.whileYouPay')}
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {secondsLeft > 0 && secondsLeft <= 60 ? t('booking.tickets.hold.oneMinute') : ''}
      </Box>
    </Box>
  );
}
