import { Link as RouterLink } from 'react-router';
import { Container, Link, List, ListItem, Typography } from '@mui/material';
import {
  PageHeader,
  QueryStates,
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
      <QueryStates
        query={bulletins}
        loading={t('content.bulletins.loading')}
        failed={t('content.bulletins.failed')}
        empty={t('content.bulletins.empty')}
      >
        {(published) => (
          <List aria-label={t('content.bulletins.title')}>
            {published.map((bulletin) => (
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
      </QueryStates>
    </Container>
  );
}
