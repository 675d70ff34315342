import { Box, Button, Grid } from '@mui/material';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ChurchOutlined from '@mui/icons-material/ChurchOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { Link as RouterLink } from 'react-router';
import { useT } from '../lib/i18n';
import { GivingCard } from './GivingCard';

const CONTACT_PATH = '/about/contact';

const WAYS = [
  {
    title: 'commerce.giving.other.mail.title',
    blurb: 'commerce.giving.other.mail.blurb',
    Icon: MailOutlined,
    link: 'commerce.giving.other.mail.link',
  },
  {
    title: 'commerce.giving.other.inPerson.title',
    blurb: 'commerce.giving.other.inPerson.blurb',
    Icon: ChurchOutlined,
    link: 'commerce.giving.other.inPerson.link',
  },
  {
    title: 'commerce.giving.other.planned.title',
    blurb: 'commerce.giving.other.planned.blurb',
    Icon: VolunteerActivismOutlined,
    link: 'commerce.giving.other.planned.link',
  },
] as const;

/** The Other Ways tab (spec: Mail a Check, In-Person Giving, Planned Giving, linking to /about/contact). */
export function OtherWaysToGive() {
  const t = useT();
  return (
    <Grid container spacing={3}>
      {WAYS.map(({ title, blurb, Icon, link }) => (
        <Grid key={title} size={{ xs: 12, md: 4 }}>
          <GivingCard title={t(title)} blurb={t(blurb)}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Button component={RouterLink} to={CONTACT_PATH} variant="outlined">
                {t(link)}
              </Button>
              <Icon aria-hidden color="primary" sx={{ fontSize: 36 }} />
            </Box>
          </GivingCard>
        </Grid>
      ))}
    </Grid>
  );
}
