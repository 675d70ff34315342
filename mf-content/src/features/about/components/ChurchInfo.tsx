import { Box, Link, Stack, Typography } from '@mui/material';
import { OFFICE_HOURS, PARISH_CONTACT, PARISH_SCHEDULE } from '@parish/shared-types';

/** Spec: Facebook, Instagram and YouTube with placeholder targets (each service's home page). */
const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** Where and when: address, service times, office hours and social links. */
export function ChurchInfo({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const sub = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component={headingLevel} gutterBottom>
          Visit Us
        </Typography>
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {PARISH_CONTACT.name}
          <br />
          {PARISH_CONTACT.address}
          <br />
          <Link href={`tel:${PARISH_CONTACT.phoneE164}`}>{PARISH_CONTACT.phone}</Link>
          <br />
          <Link href={`mailto:${PARISH_CONTACT.email}`}>{PARISH_CONTACT.email}</Link>
        </Typography>
      </Box>
      <Box>
        <Typography variant="h4" component={sub} gutterBottom>
          Service Times
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {PARISH_SCHEDULE.map((item) => (
            <li key={item.label}>
              <Typography>
                {item.label}: {item.time}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="h4" component={sub} gutterBottom>
          Office Hours
        </Typography>
        <Typography>{OFFICE_HOURS}</Typography>
      </Box>
      <Box>
        <Typography variant="h4" component={sub} gutterBottom>
          Follow Us
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          {SOCIAL_LINKS.map((social) => (
            <Link
              key={social.name}
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${social.name} (opens in a new tab)`}
            >
              {social.name}
            </Link>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
