import { Link as RouterLink } from 'react-router';
import { Container, Link, List, ListItem, Typography } from '@mui/material';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  useFormat,
  useParishDetails,
  usePageMeta,
} from '@parish/shared-web';
import { fallbackLang } from '@parish/shared-types';
import { useBulletins } from '../api/bulletins';
import { useT } from '../lib/i18n';

/** /bulletins: every weekly bulletin, newest Sunday first, each linking to its page. */
export function BulletinsPage() {
  const t = useT();
  const format = useFormat();
  const bulletins = useBulletins();
  const parish = useParishDetails().contact.name;
  usePageMeta({
    title: t('content.bulletins.title'),
    description: t('content.bulletins.description', { parish }),
  });
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader title={t('content.bulletins.title')} subtitle={t('content.bulletins.subtitle')} />
      {bulletins.status === 'loading' && <LoadingState label={t('content.bulletins.loading')} />}
      {bulletins.status === 'error' && (
        <ErrorState message={t('content.bulletins.failed')} onRetry={bulletins.reload} />
      )}
      {bulletins.status === 'success' && bulletins.data.length === 0 && (
        <EmptyState>{t('content.bulletins.empty')}</EmptyState>
      )}
      {bulletins.status === 'success' && bulletins.data.length > 0 && (
        <List aria-label={t('content.bulletins.title')}>
          {bulletins.data.map((bulletin) => (
            <ListItem key={bulletin.id} divider disableGutters sx={{ display: 'block' }}>
              <Link
                component={RouterLink}
                to={`/bulletins/${bulletin.date}`}
                variant="h6"
                sx={{ fontSize: '1.125rem' }}
              >
                {t('content.bulletins.sunday', { date: format.date(bulletin.date) })}
              </Link>
              {bulletin.title && (
                <Typography color="text.secondary" lang={fallbackLang(bulletin, 'title')}>
                  {bulletin.title}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Container>
  );
}
