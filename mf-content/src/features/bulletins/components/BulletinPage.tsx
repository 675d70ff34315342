import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import { fallbackLang, LANGUAGE_LOCALES, type Language } from '@parish/shared-types';
import {
  ErrorState,
  LoadingState,
  PageHeader,
  useFormat,
  useParishDetails,
  usePageMeta,
} from '@parish/shared-web';
import { useBulletins } from '../api/bulletins';
import { useT } from '../lib/i18n';
import { bulletinAndNeighbours } from '../lib/neighbours';

/** A file's size in megabytes, with one decimal, as the page's language writes numbers. */
function megabytes(bytes: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(Math.max(bytes / 1_048_576, 0.1));
}

/**
 * /bulletins/:date: one Sunday's bulletin, its first page as an image (made
 * by the API on upload), its PDF to download, and the bulletins before and
 * after it.
 */
export function BulletinPage() {
  const { date } = useParams();
  const t = useT();
  const format = useFormat();
  const bulletins = useBulletins();
  const parish = useParishDetails().contact.name;
  const found = bulletins.status === 'success' ? bulletinAndNeighbours(bulletins.data, date) : null;
  const sunday = found
    ? t('content.bulletins.sunday', { date: format.date(found.bulletin.date) })
    : null;
  usePageMeta({
    title: sunday ? `${t('content.bulletins.title')}: ${sunday}` : t('content.bulletins.title'),
    description: t('content.bulletins.description', { parish }),
  });
  const allButton = (
    <Button component={RouterLink} to="/bulletins" variant="outlined">
      {t('content.bulletins.all')}
    </Button>
  );
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      {bulletins.status === 'loading' && <LoadingState label={t('content.bulletins.loading')} />}
      {bulletins.status === 'error' && (
        <>
          <PageHeader title={t('content.bulletins.title')} />
          <ErrorState message={t('content.bulletins.failed')} onRetry={bulletins.reload} />
        </>
      )}
      {bulletins.status === 'success' && !found && (
        <>
          <PageHeader
            title={t('content.bulletins.notFound')}
            subtitle={t('content.bulletins.notFoundText')}
          />
          {allButton}
        </>
      )}
      {found && sunday && (
        <article aria-labelledby="bulletin-title">
          <Typography id="bulletin-title" variant="h2" component="h1" gutterBottom>
            {t('content.bulletins.title')}: {sunday}
          </Typography>
          {found.bulletin.title && (
            <Typography
              color="text.secondary"
              lang={fallbackLang(found.bulletin, 'title')}
              sx={{ mb: 2 }}
            >
              {found.bulletin.title}
            </Typography>
          )}
          <Link
            href={found.bulletin.file_url}
            download={found.bulletin.filename}
            sx={{ display: 'inline-block', mb: 2, fontWeight: 600 }}
          >
            {t('content.bulletins.download', {
              size: megabytes(found.bulletin.size_bytes, format.language),
            })}
          </Link>
          <Box
            component="img"
            src={found.bulletin.preview_url}
            width={found.bulletin.preview_width}
            height={found.bulletin.preview_height}
            alt={t('content.bulletins.preview', { date: format.date(found.bulletin.date) })}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 640,
              height: 'auto',
              border: 1,
              borderColor: 'divider',
              bgcolor: '#fff',
              mb: 3,
            }}
          />
          <Box component="nav" aria-label={t('content.bulletins.neighbours')}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {found.previous && (
                <Button component={RouterLink} to={`/bulletins/${found.previous.date}`}>
                  {t('content.bulletins.previous', { date: format.date(found.previous.date) })}
                </Button>
              )}
              {found.next && (
                <Button component={RouterLink} to={`/bulletins/${found.next.date}`}>
                  {t('content.bulletins.next', { date: format.date(found.next.date) })}
                </Button>
              )}
              {allButton}
            </Stack>
          </Box>
        </article>
      )}
    </Container>
  );
}
