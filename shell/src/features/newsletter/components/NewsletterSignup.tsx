import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Stack, Typography } from '@mui/material';
import { NEWSLETTER_SIGN_UP_MESSAGE } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { subscribeToNewsletter } from '../api/newsletter';
import { useT } from '../../../lib/i18n';

const loadNewsletterSchema = () =>
  import('../lib/newsletterSchema').then((module) => module.newsletterInputSchema);

/** The footer's newsletter box (spec: placeholder 'Your email', a Subscribe button). */
export function NewsletterSignup() {
  const t = useT();
  const headingId = useId();
  const form = useSchemaForm(loadNewsletterSchema, {
    initialValues: { email: '' },
    submit: subscribeToNewsletter,
    failureMessage: t('shell.newsletter.failed'),
    resetOnSuccess: true,
    // Double opt-in: the address gets news once its confirm link is used. The
    // API's answer and these words are the same whatever the address's state,
    // so the box tells no one who is subscribed.
    successMessage: NEWSLETTER_SIGN_UP_MESSAGE,
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        {t('shell.newsletter.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('shell.newsletter.intro')}
      </Typography>
      <SchemaForm form={form} alertPlacement="bottom">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <SchemaField
            form={form}
            name="email"
            kind="email"
            placeholder={t('shell.newsletter.placeholder')}
            autoComplete="email"
            size="small"
            required
            // Worded apart from the login form's 'Email', which tests and
            // password managers look for by name.
            ariaLabel={t('shell.newsletter.fieldLabel')}
          />
          <SubmitButton
            form={form}
            busyLabel={t('shell.newsletter.subscribing')}
            sx={{ flexShrink: 0 }}
          >
            {t('shell.newsletter.subscribe')}
          </SubmitButton>
        </Stack>
      </SchemaForm>
      {/* The box subscribes to Parish news; the page offers every topic. */}
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/newsletter" color="inherit">
          {t('shell.newsletter.chooseTopics')}
        </Link>
      </Typography>
    </Box>
  );
}
