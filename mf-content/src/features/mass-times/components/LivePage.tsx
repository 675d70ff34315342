import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Container, Link, Paper, Typography } from '@mui/material';
import { fallbackLang, type Video } from '@parish/shared-types';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  PageHeader,
  useFormat,
  usePageMeta,
} from '@parish/shared-web';
import { useLiveSchedule, useRecordings } from '../api/liveSchedule';
import { useNow } from '../hooks/useNow';
import { useServiceName } from '../hooks/useServiceName';
import { useT } from '../lib/i18n';
import { liveAt, timeUntil } from '../lib/live';
import { WEEKDAY_NAMES } from '../lib/scheduleCopy';
import type { ShownOccurrence } from '../lib/weekIn';
import { weekdayOf } from '../lib/weeks';

/** The recordings shown: the latest Liturgies & Homilies the office added. */
const RECORDINGS_SHOWN = 3;
const RECORDINGS_CATEGORY: Video['category'] = 'Liturgies & Homilies';

/**
 * /live (issue 38): while a streamed Mass is on (from a few minutes before
 * its start until its end), its player; otherwise the next streamed Mass
 * with a countdown. Below, the latest recordings of the liturgy.
 */
export default function LivePage() {
  const t = useT();
  usePageMeta({
    title: t('content.massTimes.live.title'),
    description: t('content.massTimes.live.description'),
  });
  const schedule = useLiveSchedule();
  const now = useNow();
  const { live, next } = useMemo(
    () => liveAt(schedule.status === 'success' ? schedule.data.occurrences : [], now),
    [schedule.status, schedule.data, now],
  );

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader
        title={t('content.massTimes.live.title')}
        subtitle={t('content.massTimes.live.subtitle')}
      />
      {schedule.status === 'loading' && (
        <LoadingState label={t('content.massTimes.live.loading')} />
      )}
      {schedule.status === 'error' && (
        <ErrorState
          message={describeApiError(schedule.error, t('content.massTimes.live.failed'))}
          onRetry={schedule.reload}
        />
      )}
      {schedule.status === 'success' &&
        (live ? (
          <LivePlayer service={live} />
        ) : next ? (
          <NextStream service={next} now={now} />
        ) : (
          <Typography sx={{ mb: 4 }}>{t('content.massTimes.live.none')}</Typography>
        ))}
      <Typography sx={{ mb: 4 }}>
        <Link component={RouterLink} to="/mass-times">
          {t('content.massTimes.live.allMassTimes')}
        </Link>
      </Typography>
      <RecentRecordings />
    </Container>
  );
}

function useWhen() {
  const t = useT();
  const format = useFormat();
  return (service: ShownOccurrence) =>
    t('content.massTimes.live.when', {
      weekday: t(WEEKDAY_NAMES[weekdayOf(service.date)]),
      date: format.date(service.date),
      time: format.time(service.start_time),
    });
}

function LivePlayer({ service }: { service: ShownOccurrence }) {
  const t = useT();
  const nameOf = useServiceName();
  const when = useWhen();
  const name = nameOf(service);
  return (
    <Box component="section" aria-labelledby="live-now" sx={{ mb: 4 }}>
      <Typography id="live-now" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('content.massTimes.live.now')} <span lang={fallbackLang(service, 'title')}>{name}</span>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {when(service)} · <span lang={fallbackLang(service, 'place')}>{service.place}</span>
      </Typography>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'black' }}>
        <Box
          component="iframe"
          src={service.livestream_url ?? undefined}
          title={t('content.massTimes.live.player', { name })}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    </Box>
  );
}

function NextStream({ service, now }: { service: ShownOccurrence; now: number }) {
  const t = useT();
  const nameOf = useServiceName();
  const when = useWhen();
  const { days, hours, minutes } = timeUntil(service.starts_at, now);
  const parts = [
    ...(days > 0 ? [t('content.massTimes.live.countdown.days', { count: days })] : []),
    ...(days > 0 || hours > 0
      ? [t('content.massTimes.live.countdown.hours', { count: hours })]
      : []),
    t('content.massTimes.live.countdown.minutes', { count: minutes }),
  ];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="live-next" sx={{ p: 3, mb: 4 }}>
      <Typography id="live-next" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('content.massTimes.live.next')}{' '}
        <span lang={fallbackLang(service, 'title')}>{nameOf(service)}</span>
      </Typography>
      <Typography color="text.secondary">
        {when(service)} · <span lang={fallbackLang(service, 'place')}>{service.place}</span>
      </Typography>
      {/* In minutes: a screen reader hears it change at most once a minute. */}
      <Typography aria-live="polite" sx={{ mt: 2, fontWeight: 600 }}>
        {t('content.massTimes.live.countdown', { time: parts.join(' ') })}
      </Typography>
    </Paper>
  );
}

function RecentRecordings() {
  const t = useT();
  const recordings = useRecordings();
  const latest =
    recordings.status === 'success'
      ? recordings.data
          .filter((video) => video.category === RECORDINGS_CATEGORY)
          .sort((a, b) => b.id - a.id)
          .slice(0, RECORDINGS_SHOWN)
      : [];
  return (
    <Box component="section" aria-labelledby="live-recordings">
      <Typography id="live-recordings" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('content.massTimes.live.recordings')}
      </Typography>
      {recordings.status === 'error' && (
        <Typography color="text.secondary">
          {t('content.massTimes.live.recordings.failed')}
        </Typography>
      )}
      {recordings.status === 'success' && latest.length === 0 && (
        <Typography color="text.secondary">
          {t('content.massTimes.live.recordings.none')}
        </Typography>
      )}
      {latest.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
          {latest.map((video) => (
            <li key={video.id}>
              <Link
                href={video.youtube_url}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {video.title}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {t('content.massTimes.live.newTab')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/media/videos">
          {t('content.massTimes.live.allVideos')}
        </Link>
      </Typography>
    </Box>
  );
}
