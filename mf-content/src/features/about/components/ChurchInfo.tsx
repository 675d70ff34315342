import { Box, Link, Stack, Typography } from '@mui/material';
import { fallbackLang, telHref } from '@parish/shared-types';
import { useParishDetails } from '@parish/shared-web';
import { AllMassTimesLink, ChurchHoursList } from '@parish/shared-web/church-hours';
import { useT } from '../lib/i18n';

/**
 * Where and when: address, the church hours (the services the schedule
 * features; every one is on /mass-times), office hours and social links, as
 * the office keeps them, in the page's language where it wrote one (a text
 * without is marked English; the page says so once, with UntranslatedNote).
 */
export function ChurchInfo({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const t = useT();
  const sub = headingLevel === 'h2' ? 'h3' : 'h4';
  const { contact, social_links } = useParishDetails();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component={headingLevel} gutterBottom>
          {t('content.about.visitUs')}
        </Typography>
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {contact.name}
          <br />
          {contact.address}
          <br />
          <Link href={telHref(contact.phone)}>{contact.phone}</Link>
          <br />
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </Typography>
      </Box>
      <Box>
        <Typography variant="h4" component={sub} gutterBottom>
          {t('content.about.serviceTimes')}
        </Typography>
        <ChurchHoursList />
        <Typography>
          <AllMassTimesLink />
        </Typography>
      </Box>
      <Box>
        <Typography variant="h4" component={sub} gutterBottom>
          {t('content.about.officeHours')}
        </Typography>
        <Typography lang={fallbackLang(contact, 'office_hours')}>{contact.office_hours}</Typography>
      </Box>
      <Box>
        <Typography variant="h4" component={sub} gutterBottom>
          {t('content.about.followUs')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          {social_links.map((social, index) => (
            <Link
              key={index}
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('content.common.opensInNewTab', { name: social.network })}
            >
              {social.network}
            </Link>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
