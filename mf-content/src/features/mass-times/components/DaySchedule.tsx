import { Box, Divider, Typography } from '@mui/material';
import type { LiturgicalDay } from '@parish/shared-types';
import { useFormat } from '@parish/shared-web';
import type { ScheduleDay } from '../lib/filters';
import { useT } from '../lib/i18n';
import { WEEKDAY_NAMES } from '../lib/scheduleCopy';
import { serviceKey, type ShownOccurrence } from '../lib/weekIn';
import { weekdayOf } from '../lib/weeks';
import { DayCelebration } from './LiturgicalDay';
import { ServiceItem } from './ServiceItem';

/**
 * A day of the week: its weekday and date in the page's language, its feast
 * or solemnity when it has one, then its services in order.
 */
export function DaySchedule({
  day,
  liturgy,
  intentionsOf,
}: {
  day: ScheduleDay<ShownOccurrence>;
  liturgy: LiturgicalDay | undefined;
  /** The published Mass intentions of a service (docs/mass-intentions.md). */
  intentionsOf: (service: ShownOccurrence) => string[];
}) {
  const t = useT();
  const format = useFormat();
  const headingId = `day-${day.date}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('content.massTimes.day', {
          weekday: t(WEEKDAY_NAMES[weekdayOf(day.date)]),
          date: format.date(day.date),
        })}
      </Typography>
      {liturgy && <DayCelebration day={liturgy} />}
      <Divider />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {day.services.map((service) => (
          <ServiceItem
            key={serviceKey(service)}
            service={service}
            intentions={intentionsOf(service)}
          />
        ))}
      </Box>
    </Box>
  );
}
