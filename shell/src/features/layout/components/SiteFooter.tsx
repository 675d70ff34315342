import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Container, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Podcasts from '@mui/icons-material/Podcasts';
import YouTube from '@mui/icons-material/YouTube';
import { mapUrlFor, podcastAddress, telHref } from '@parish/shared-types';
import { useLanguage, useParishDetails, useRenderClock } from '@parish/shared-web';
import { QUICK_LINKS } from '../lib/footer';
import { useT } from '../../../lib/i18n';

const SOCIAL_ICONS: Record<string, ReactNode> = {
  facebook: <Facebook />,
  instagram: <Instagram />,
  youtube: <YouTube />,
};

/** The network's own icon for those it has, a link's for any other. */
const socialIcon = (network: string) =>
  SOCIAL_ICONS[network.trim().toLowerCase()] ?? <LinkOutlined />;

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
        {icon}
      </Box>
      {children}
    </Stack>
  );
}

const socialButtonSx = { border: 1, borderColor: 'divider' } as const;

const sectionTitle = { variant: 'h4', component: 'h2', gutterBottom: true } as const;

/**
 * The footer of every page (spec section 1, 'Footer'). The newsletter box
 * belongs to its own feature; the app puts it in the `newsletter` slot.
 */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const year = Number(useRenderClock().today.slice(0, 4));
  const { contact, social_links } = useParishDetails();
  return (
    <Box
      component="footer"
      // The bottom padding keeps the last line clear of the chat button.
      sx={{
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        mt: 8,
        pt: 6,
        pb: 12,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography {...sectionTitle}>{contact.name}</Typography>
            <Stack component="address" spacing={1} sx={{ fontStyle: 'normal' }}>
              <ContactLine icon={<PlaceOutlined fontSize="small" />}>
                <Link href={mapUrlFor(contact.address)} color="inherit">
                  {contact.address}
                </Link>
              </ContactLine>
              <ContactLine icon={<PhoneOutlined fontSize="small" />}>
                <Link href={telHref(contact.phone)} color="inherit">
                  {contact.phone}
                </Link>
              </ContactLine>
              <ContactLine icon={<EmailOutlined fontSize="small" />}>
                <Link href={`mailto:${contact.email}`} color="inherit">
                  {contact.email}
                </Link>
              </ContactLine>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <Box component="nav" aria-labelledby="footer-quick-links">
              <Typography id="footer-quick-links" {...sectionTitle}>
                {t('shell.footer.quickLinks')}
              </Typography>
              <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {QUICK_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link component={RouterLink} to={link.href} color="inherit">
                      {t(link.title)}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography {...sectionTitle}>{t('shell.footer.followUs')}</Typography>
            <Stack
              component="ul"
              direction="row"
              spacing={1}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {social_links.map((social, index) => (
                <li key={index}>
                  <IconButton
                    component="a"
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('shell.footer.opensInNewTab', { network: social.network })}
                    sx={socialButtonSx}
                  >
                    {socialIcon(social.network)}
                  </IconButton>
                </li>
              ))}
              <li>
                <IconButton
                  component="a"
                  // The sermons' feed in the page's language (docs/sermons.md): a file, not a page.
                  href={podcastAddress(language)}
                  type="application/rss+xml"
                  aria-label={t('shell.footer.podcast')}
                  sx={socialButtonSx}
                >
                  <Podcasts />
                </IconButton>
              </li>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('shell.footer.officeHours', { hours: contact.office_hours })}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{newsletter}</Grid>
        </Grid>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {t('shell.footer.rights', { year, parish: contact.name })}
          </Typography>
          <Link component={RouterLink} to="/privacy" variant="body2" color="inherit">
            {t('shell.footer.privacy')}
          </Link>
          <Link component={RouterLink} to="/terms" variant="body2" color="inherit">
            {t('shell.footer.terms')}
          </Link>
          <Link component={RouterLink} to="/login" variant="body2" color="inherit">
            {t('shell.footer.staffLogin')}
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
