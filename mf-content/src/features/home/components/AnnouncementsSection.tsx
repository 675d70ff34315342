import { Alert, AlertTitle, Box, Container, Stack, Typography } from '@mui/material';
import { currentAnnouncements, fallbackLang } from '@parish/shared-types';
import { UntranslatedNote, useParishDetails, useRenderClock } from '@parish/shared-web';
import { useT } from '../lib/i18n';

/**
 * The office's announcements of the day, under the hero: each from its
 * start date to its end date (the API sends today's; the page checks the
 * date again, for an answer kept across midnight). Nothing when there are none.
 * In the page's language where the office wrote it; else the English, said once.
 */
export function AnnouncementsSection() {
  const t = useT();
  const { today } = useRenderClock();
  const shown = currentAnnouncements(useParishDetails().announcements, today);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-announcements-title" sx={{ py: 4 }}>
      <Container maxWidth="lg">
        <Typography id="home-announcements-title" variant="h2" sx={{ mb: 2 }}>
          {t('content.home.announcements')}
        </Typography>
        <UntranslatedNote records={shown} />
        <Stack spacing={2}>
          {shown.map((notice, index) => (
            <Alert key={index} severity="info" variant="outlined">
              <AlertTitle component="h3" lang={fallbackLang(notice, 'title')}>
                {notice.title}
              </AlertTitle>
              <Typography lang={fallbackLang(notice, 'text')} sx={{ whiteSpace: 'pre-line' }}>
                {notice.text}
              </Typography>
            </Alert>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
