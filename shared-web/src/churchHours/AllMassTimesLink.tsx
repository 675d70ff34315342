import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { useT } from './i18n';

/** "All Mass times": where every summary of the church hours sends for the whole week. */
export function AllMassTimesLink() {
  const t = useT();
  return (
    <Link component={RouterLink} to="/mass-times">
      {t('shared-web.churchHours.allMassTimes')}
    </Link>
  );
}
