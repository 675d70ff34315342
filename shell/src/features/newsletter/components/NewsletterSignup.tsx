import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { subscribeToNewsletter } from '../api/newsletter';

const loadNewsletterSchema = () =>
  import('../lib/newsletterSchema').then((module) => module.newsletterInputSchema);

const NEWSLETTER_FAILED_MESSAGE = 'We could not subscribe you right now. Please try again later.';

/**
 * Double opt-in: the address gets news once its confirm link is used. The
 * same words whatever the address's state, so the box tells no one who is
 * subscribed.
 */
const SUBSCRIBED_MESSAGE =
  'Almost done: check your inbox and click the link to confirm your subscription.';

/** The footer's newsletter box (spec: placeholder 'Your email', a Subscribe button). */
export function NewsletterSignup() {
  const headingId = useId();
  const form = useSchemaForm(loadNewsletterSchema, {
    initialValues: { email: '' },
    submit: subscribeToNewsletter,
    failureMessage: NEWSLETTER_FAILED_MESSAGE,
    resetOnSuccess: true,
    successMessage: SUBSCRIBED_MESSAGE,
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
