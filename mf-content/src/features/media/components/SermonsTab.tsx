import { Link as RouterLink } from 'react-router';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { fallbackLang } from '@parish/shared-types';
import { QueryStates, UntranslatedNote, useFormat } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { useSermons } from '../api/sermons';
import { sermonFormats, sermonPath } from '../lib/sermons';
import { SermonPicture } from './SermonPicture';

/** The Sermons tab: the parish's sermons, newest first, each with its Video and/or Audio badge. */
export function SermonsTab() {
  const t = useT();
  const dates = useFormat();
  const sermons = useSermons();
  return (
    <QueryStates
      query={sermons}
      loading={t('content.media.sermons.loading')}
      failed={t('content.media.sermons.failed')}
      empty={t('content.media.sermons.empty')}
    >
      {(preached) => (
        <>
          <UntranslatedNote records={preached} />
          <Grid container spacing={3}>
            {preached.map((sermon, index) => (
              <Grid key={sermon.id} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card
                  component="article"
                  aria-labelledby={`sermon-${sermon.id}`}
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                >
                  <SermonPicture sermon={sermon} prominent={index === 0} />
                  <CardContent sx={{ flexGrow: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                      {sermonFormats(sermon).map((format) => (
                        <Chip
                          key={format}
                          label={t(format)}
                          size="small"
                          color="primary"
                          variant="outlined"
                        />
                      ))}
                    </Stack>
                    <Typography
                      id={`sermon-${sermon.id}`}
                      variant="h4"
                      component="h2"
                      lang={fallbackLang(sermon, 'title')}
                      gutterBottom
                    >
                      {sermon.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {sermon.preacher} · {dates.date(sermon.date)}
                    </Typography>
                    <Typography variant="body2" sx={{ fontStyle: 'italic', mb: 1 }}>
                      {sermon.scripture}
                    </Typography>
                    {sermon.description && (
                      <Typography variant="body2" lang={fallbackLang(sermon, 'description')}>
                        {sermon.description}
                      </Typography>
                    )}
                  </CardContent>
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button
                      component={RouterLink}
                      to={sermonPath(sermon.id)}
                      size="small"
                      aria-label={t(
                        sermon.audio
                          ? 'content.media.sermons.listenTo'
                          : 'content.media.sermons.readMoreOf',
                        { title: sermon.title },
                      )}
                    >
                      {t(
                        sermon.audio
                          ? 'content.media.sermons.listen'
                          : 'content.media.sermons.readMore',
                      )}
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </QueryStates>
  );
}
