import { Box, Chip, Typography } from '@mui/material';
import type { IntentionMass } from '@parish/shared-types/intentions';
import { useFormat } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { useMassName } from './useMassName';

/** Why a Mass takes no more intentions, or how many it still takes. */
function useRoom(): (mass: IntentionMass) => { text: string; open: boolean } {
  const t = useT();
  return (mass) => {
    if (mass.cancelled) return { text: t('content.massIntentions.mass.cancelled'), open: false };
    if (mass.available > 0) {
      return {
        text: t('content.massIntentions.mass.left', { count: mass.available }),
        open: true,
      };
    }
    if (mass.taken < mass.capacity)
      return { text: t('content.massIntentions.mass.begun'), open: false };
    return { text: t('content.massIntentions.mass.full'), open: false };
  };
}

/**
 * The day's Masses, each with the room it has: a full, cancelled or begun
 * Mass says so in words and is not offered in the form's choice.
 */
export function DayMasses({ date, masses }: { date: string; masses: IntentionMass[] }) {
  const t = useT();
  const format = useFormat();
  const nameOf = useMassName();
  const roomOf = useRoom();
  return (
    <Box component="section" aria-labelledby="intention-masses-heading" sx={{ my: 2 }}>
      <Typography id="intention-masses-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('content.massIntentions.masses.heading', { date: format.date(date) })}
      </Typography>
      {masses.length === 0 ? (
        <Typography>{t('content.massIntentions.masses.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {masses.map((mass) => {
            const room = roomOf(mass);
            return (
              <Box
                component="li"
                key={mass.mass}
                data-mass={mass.mass}
                sx={{ py: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {nameOf(mass)}
                </Typography>
                <Chip
                  label={room.text}
                  size="small"
                  color={room.open ? 'success' : 'default'}
                  variant="outlined"
                />
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
