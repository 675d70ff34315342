import { Box, Chip, Typography } from '@mui/material';
import type { LiturgicalColour, LiturgicalDay } from '@parish/shared-types';
import { useLanguage } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { COLOUR_NAMES, SEASON_NAMES } from '../lib/scheduleCopy';

/** The vestments' colours as a swatch shows them; the colour is always named beside it. */
const SWATCHES: Record<LiturgicalColour, string> = {
  white: '#ffffff',
  red: '#c62828',
  green: '#2e7d32',
  violet: '#6a1b9a',
  rose: '#e07a9f',
  black: '#000000',
};

function useCelebrationName() {
  const language = useLanguage();
  return (day: LiturgicalDay) => (language === 'es' ? day.name_es : day.name);
}

/** "Holy day of obligation", beside a day's celebration or heading. */
export function HolyDayChip() {
  const t = useT();
  return <Chip label={t('content.massTimes.liturgy.holyDay')} size="small" color="primary" />;
}

/**
 * Today's celebration and season, discreetly under the page's heading, with
 * its liturgical colour as a swatch and in words (the swatch is decoration).
 */
export function LiturgicalToday({ day }: { day: LiturgicalDay }) {
  const t = useT();
  const nameOf = useCelebrationName();
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        mb: 3,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
        color: 'text.secondary',
        overflowWrap: 'anywhere',
      }}
    >
      <span>{t('content.massTimes.liturgy.today', { celebration: nameOf(day) })}</span>
      <span aria-hidden>·</span>
      <span>{t(SEASON_NAMES[day.season])}</span>
      {day.colour && (
        <>
          <span aria-hidden>·</span>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              component="span"
              aria-hidden
              data-testid="liturgical-colour"
              sx={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: SWATCHES[day.colour],
                border: 1,
                borderColor: 'text.secondary',
                flexShrink: 0,
              }}
            />
            {t('content.massTimes.liturgy.colour', { colour: t(COLOUR_NAMES[day.colour]) })}
          </Box>
        </>
      )}
      {day.holy_day_of_obligation && <HolyDayChip />}
    </Box>
  );
}

/** Under a day's heading: its solemnity or feast, and whether it is a holy day of obligation. */
export function DayCelebration({ day }: { day: LiturgicalDay }) {
  const t = useT();
  const nameOf = useCelebrationName();
  const rank =
    day.rank === 'solemnity'
      ? t('content.massTimes.liturgy.rank.solemnity')
      : day.rank === 'feast'
        ? t('content.massTimes.liturgy.rank.feast')
        : null;
  if (rank === null && !day.holy_day_of_obligation) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {rank ? `${rank}: ${nameOf(day)}` : nameOf(day)}
      </Typography>
      {day.holy_day_of_obligation && <HolyDayChip />}
    </Box>
  );
}
