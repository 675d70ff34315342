import { useParams } from 'react-router';
import { BulletinPage } from './BulletinPage';
import { BulletinsPage } from './BulletinsPage';

/**
 * /bulletins and /bulletins/:date, one download for both: the list, or the
 * bulletin the address names.
 */
export default function BulletinsRoute() {
  return useParams().date ? <BulletinPage /> : <BulletinsPage />;
}
