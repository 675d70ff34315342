import { useId } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useLanguage } from '@parish/shared-web';
import { useResourceContext } from '../../../resources/lib/resourceText';
import { HOLY_DAYS_AHEAD, useComingDays } from '../api/holyDays';
import { holyDaysWithoutMasses } from '../lib/holyDays';

/**
 * Above the Mass schedule's lists: the holy days of obligation of the next
 * two months that have no Mass added yet, so the office adds them under
 * "Changes for one date". Says nothing when every one has its Masses.
 */
export function HolyDaysReminder() {
  const { t, format } = useResourceContext();
  const language = useLanguage();
  const titleId = useId();
  const { status, data } = useComingDays();
  if (status === 'error') {
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        {t('admin.schedule.holyDays.loadError')}
      </Alert>
    );
  }
  if (!data) return null;
  const missing = holyDaysWithoutMasses(data);
  if (missing.length === 0) return null;
  return (
    // A region to find, its words read as they come: not an alert that interrupts.
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <Alert severity="info" role="status">
        <AlertTitle id={titleId}>
          {t('admin.schedule.holyDays.title', { count: missing.length, days: HOLY_DAYS_AHEAD })}
        </AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {missing.map((day) => (
            <li key={day.date}>
              {t('admin.schedule.holyDays.day', {
                date: format.date(day.date),
                name: language === 'es' ? day.name_es : day.name,
              })}
            </li>
          ))}
        </Box>
        <Box component="p" sx={{ m: 0, mt: 1 }}>
          {t('admin.schedule.holyDays.hint')}
        </Box>
      </Alert>
    </Box>
  );
}
