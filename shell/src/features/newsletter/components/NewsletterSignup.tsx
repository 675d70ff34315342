import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { NEWSLETTER_SIGN_UP_MESSAGE } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { subscribeToNewsletter } from '../api/newsletter';

const loadNewsletterSchema = () =>
  import('../lib/newsletterSchema').then((module) => module.newsletterInputSchema);

const NEWSLETTER_FAILED_MESSAGE = 'We could not subscribe you right now. Please try again later.';

/** The footer's newsletter box (spec: placeholder 'Your email', a Subscribe button). */
export function NewsletterSignup() {
  const headingId = useId();
  const form = useSchemaForm(loadNewsletterSchema, {
    initialValues: { email: '' },
    submit: subscribeToNewsletter,
    failureMessage: NEWSLETTER_FAILED_MESSAGE,
    resetOnSuccess: true,
    // Double opt-in: the address gets news once its confirm link is used. The
    // API's answer and these words are the same whatever the address's state,
    // so the box tells no one who is subscribed.
    successMessage: NEWSLETTER_SIGN_UP_MESSAGE,
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        Newsletter
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Parish news, events and reflections in your inbox.
      </Typography>
      <SchemaForm form={form} alertPlacement="bottom">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <SchemaField
            form={form}
            name="email"
            kind="email"
            placeholder="Your email"
            autoComplete="email"
            size="small"
            required
            // Worded apart from the login form's 'Email', which tests and
            // password managers look for by name.
            ariaLabel="Your e-mail address for the newsletter"
          />
          <SubmitButton form={form} busyLabel="Subscribing..." sx={{ flexShrink: 0 }}>
            Subscribe
          </SubmitButton>
        </Stack>
      </SchemaForm>
    </Box>
  );
}
