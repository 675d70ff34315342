import { Link as RouterLink } from 'react-router';
import { Container, Link } from '@mui/material';
import { useFormat } from '@parish/shared-web';
import { useCurrentBulletin } from '../api/currentBulletin';
import { useT } from '../lib/i18n';

/** One line under the hero linking this week's bulletin; nothing when none is published. */
export function BulletinLink() {
  const t = useT();
  const format = useFormat();
  const current = useCurrentBulletin();
  if (current.status !== 'success' || !current.data) return null;
  return (
    <Container component="p" maxWidth="lg" sx={{ mb: 0, pt: 3 }}>
      <Link component={RouterLink} to={`/bulletins/${current.data.date}`}>
        {t('content.home.bulletin', { date: format.date(current.data.date) })}
      </Link>
    </Container>
  );
}
