import { Box, Typography } from '@mui/material';
import { useT } from './i18n';
import { useChurchHours } from './churchHours';

/**
 * The church hours as a list, "Sunday Worship: 10:00 AM" (About and
 * Contact): while they load and when they cannot be read it says so, so the
 * heading above never stands over nothing (the link after it still leads
 * to every Mass time). No featured service: no list.
 */
export function ChurchHoursList() {
  const t = useT();
  const hours = useChurchHours();
  if (hours.status === 'loading')
    return (
      <Typography role="status" color="text.secondary">
        {t('shared-web.churchHours.loading')}
      </Typography>
    );
  if (hours.status === 'error')
    return <Typography role="alert">{t('shared-web.churchHours.failed')}</Typography>;
  if (hours.data.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5 }}>
      {hours.data.map((hour) => (
        <li key={hour.id}>
          <Typography lang={hour.lang}>
            {hour.label}: {hour.time}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
