import { Link as RouterLink } from 'react-router';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { fallbackLang } from '@parish/shared-types';
import { useFormat } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { LANGUAGE_NAMES } from '../lib/scheduleCopy';
import { serviceKey, type ShownOccurrence } from '../lib/weekIn';
import { useServiceName } from '../hooks/useServiceName';

/**
 * One service of a day: its time and name as a heading, then what changed
 * on this date in words (a cancelled one is struck through and says so, so
 * no one reads it by a colour), its language, place, celebrant and notes.
 */
export function ServiceItem({
  service,
  intentions = [],
}: {
  service: ShownOccurrence;
  /** Its published Mass intentions: the intention only, never who asked. */
  intentions?: readonly string[];
}) {
  const t = useT();
  const format = useFormat();
  const nameOf = useServiceName();
  const cancelled = service.status === 'cancelled';
  const added = service.status === 'added';
  const movedFrom = service.status === 'moved' ? service.moved_from : null;
  const headingId = `service-${serviceKey(service)}`;
  const when = (
    <>
      <time dateTime={service.start_time.slice(0, 5)}>{format.time(service.start_time)}</time>{' '}
      <span lang={fallbackLang(service, 'title')}>{nameOf(service)}</span>
    </>
  );
  const details = [
    { key: 'language', text: t(LANGUAGE_NAMES[service.language]) },
    { key: 'place', text: service.place, lang: fallbackLang(service, 'place') },
    ...(service.celebrant
      ? [{ key: 'celebrant', text: t('content.massTimes.celebrant', { name: service.celebrant }) }]
      : []),
  ];

  return (
    <Box component="li" aria-labelledby={headingId} sx={{ py: 2 }}>
      <Typography id={headingId} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {/* Struck through and named Cancelled beside it: the line alone reaches no screen reader. */}
        {cancelled ? <s>{when}</s> : when}
      </Typography>
      {(cancelled || added || movedFrom !== null) && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {cancelled && (
            <Chip label={t('content.massTimes.status.cancelled')} size="small" variant="outlined" />
          )}
          {added && (
            <Chip label={t('content.massTimes.status.added')} size="small" variant="outlined" />
          )}
          {movedFrom !== null && (
            <Chip
              label={t('content.massTimes.status.moved', { time: format.time(movedFrom) })}
              size="small"
              variant="outlined"
            />
          )}
        </Stack>
      )}
      <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {details.map((detail, index) => (
          <span key={detail.key}>
            {index > 0 && ' · '}
            <span lang={detail.lang}>{detail.text}</span>
          </span>
        ))}
      </Typography>
      {service.note && (
        <Typography
          lang={fallbackLang(service, 'note')}
          sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}
        >
          {service.note}
        </Typography>
      )}
      {service.notes && (
        <Typography
          variant="body2"
          color="text.secondary"
          lang={fallbackLang(service, 'notes')}
          sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {service.notes}
        </Typography>
      )}
      {service.livestream_url && !cancelled && (
        // The site's own player page, which frames the stream while it is on.
        <Link component={RouterLink} to="/live" sx={{ display: 'inline-block', mt: 0.5 }}>
          {t('content.massTimes.livestream')}
        </Link>
      )}
      {intentions.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('content.massTimes.intentions')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {intentions.map((intention, index) => (
              <Typography
                component="li"
                variant="body2"
                key={index}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {intention}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
