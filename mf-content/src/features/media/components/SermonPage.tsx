import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import {
  fallbackLang,
  LANGUAGE_LOCALES,
  podcastAddress,
  type Language,
} from '@parish/shared-types';
import { UntranslatedNote, useFormat, useParishDetails, usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { useSermons } from '../api/sermons';
import { sermonWithId } from '../lib/sermons';
import { SermonPicture } from './SermonPicture';
import { MediaItemPage } from './MediaItemPage';

const BACK_TO_SERMONS = '/media?tab=sermons';

/** A recording's size in megabytes, with one decimal, as the page's language writes numbers. */
function megabytes(bytes: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(bytes / 1_048_576);
}

/** /media/sermons/:id: one sermon, its recording in a player, and where to watch it. */
export default function SermonPage() {
  const { id } = useParams();
  const parishName = useParishDetails().contact.name;
  const sermons = useSermons();
  const sermon = sermons.status === 'success' ? sermonWithId(sermons.data, id) : null;
  const t = useT();
  const format = useFormat();
  usePageMeta({
    title: sermon ? sermon.title : t('content.media.sermon.title'),
    description: sermon
      ? t(
          sermon.description ? 'content.media.sermon.summary' : 'content.media.sermon.summaryShort',
          {
            preacher: sermon.preacher,
            scripture: sermon.scripture,
            date: format.date(sermon.date),
            description: sermon.description,
          },
        )
      : t('content.media.sermon.fallback', { parish: parishName }),
  });
  return (
    <MediaItemPage
      list={sermons}
      item={sermon}
      names={{
        title: t('content.media.sermon.title'),
        loading: t('content.media.sermon.loading'),
        failed: t('content.media.sermon.failed'),
        notFound: t('content.media.sermon.notFound'),
      }}
      back={{ to: BACK_TO_SERMONS, label: t('content.media.sermon.all') }}
    >
      {(sermon) => (
        <article aria-labelledby="sermon-title">
          <Typography
            id="sermon-title"
            variant="h2"
            component="h1"
            lang={fallbackLang(sermon, 'title')}
            gutterBottom
          >
            {sermon.title}
          </Typography>
          <Typography color="text.secondary">
            {sermon.preacher} · {format.date(sermon.date)}
          </Typography>
          <Typography sx={{ fontStyle: 'italic', mb: 3 }}>{sermon.scripture}</Typography>
          <UntranslatedNote records={[sermon]} />
          <Box sx={{ mb: 3, borderRadius: 2, overflow: 'hidden', maxWidth: 640 }}>
            <SermonPicture sermon={sermon} prominent />
          </Box>
          {sermon.audio && (
            <Box component="section" aria-labelledby="sermon-listen" sx={{ mb: 3 }}>
              <Typography id="sermon-listen" variant="h3" component="h2" gutterBottom>
                {t('content.media.sermons.listen')}
              </Typography>
              {/* preload="none": nothing is downloaded until the visitor presses play. */}
              <Box
                component="audio"
                controls
                preload="none"
                src={sermon.audio.url}
                aria-label={t('content.media.sermon.recording', { title: sermon.title })}
                sx={{ width: '100%', maxWidth: 640, display: 'block' }}
              />
              <Link href={sermon.audio.url} download sx={{ display: 'inline-block', mt: 1 }}>
                {sermon.audio.length
                  ? t('content.media.sermon.downloadSize', {
                      size: megabytes(sermon.audio.length, format.language),
                    })
                  : t('content.media.sermon.download')}
              </Link>
            </Box>
          )}
          {sermon.description && (
            <Typography
              lang={fallbackLang(sermon, 'description')}
              sx={{ mb: 3, whiteSpace: 'pre-line' }}
            >
              {sermon.description}
            </Typography>
          )}
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {sermon.video_url && (
              <Button href={sermon.video_url} target="_blank" rel="noopener" variant="contained">
                {t('content.media.sermon.watch')}
              </Button>
            )}
            <Button component={RouterLink} to={BACK_TO_SERMONS} variant="outlined">
              {t('content.media.sermon.all')}
            </Button>
            <Button href={podcastAddress(format.language)} variant="text">
              {t('content.media.sermon.podcast')}
            </Button>
          </Stack>
        </article>
      )}
    </MediaItemPage>
  );
}
