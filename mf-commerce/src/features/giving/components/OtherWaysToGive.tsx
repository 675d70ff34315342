import { Box, Button, Grid } from '@mui/material';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ChurchOutlined from '@mui/icons-material/ChurchOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { Link as RouterLink } from 'react-router';
import { GivingCard } from './GivingCard';

const CONTACT_PATH = '/about/contact';

const WAYS = [
  {
    title: 'Mail a Check',
    blurb:
      'Make your check payable to Holy Trinity Ecumenical Catholic Church and mail it to the parish office. Write the fund on the memo line to designate your gift.',
    Icon: MailOutlined,
    link: 'Get our mailing address',
  },
  {
    title: 'In-Person Giving',
    blurb:
      'Place your gift in the offering during any service, or bring it to the parish office during office hours.',
    Icon: ChurchOutlined,
    link: 'See when we are open',
  },
  {
    title: 'Planned Giving',
    blurb:
      'Remember the parish in your will, or give stock or a gift from your retirement account. We are glad to talk it through with you.',
    Icon: VolunteerActivismOutlined,
    link: 'Talk to us about planned giving',
  },
] as const;

/** The Other Ways tab (spec: Mail a Check, In-Person Giving, Planned Giving, linking to /about/contact). */
export function OtherWaysToGive() {
  return (
    <Grid container spacing={3}>
      {WAYS.map(({ title, blurb, Icon, link }) => (
        <Grid key={title} size={{ xs: 12, md: 4 }}>
          <GivingCard title={title} blurb={blurb}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Button component={RouterLink} to={CONTACT_PATH} variant="outlined">
                {link}
              </Button>
              <Icon aria-hidden color="primary" sx={{ fontSize: 36 }} />
            </Box>
          </GivingCard>
        </Grid>
      ))}
    </Grid>
  );
}
