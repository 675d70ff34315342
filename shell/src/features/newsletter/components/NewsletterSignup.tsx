import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNewsletterSignup } from '../hooks/useNewsletterSignup';

/** The footer's newsletter box (spec: placeholder 'Your email', a Subscribe button). */
export function NewsletterSignup() {
  const { state, subscribe } = useNewsletterSignup();
  const [email, setEmail] = useState('');
  const headingId = useId();
  const messageId = useId();
  const sending = state.status === 'sending';
  const fieldError = state.status === 'error' && state.field;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await subscribe(email)) setEmail('');
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        Newsletter
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Parish news, events and reflections in your inbox.
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            type="email"
            name="email"
            placeholder="Your email"
            autoComplete="email"
            size="small"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={sending}
            error={fieldError}
            fullWidth
            slotProps={{
              htmlInput: {
                // Worded apart from the login form's 'Email', which tests and
                // password managers look for by name.
                'aria-label': 'Your e-mail address for the newsletter',
                'aria-invalid': fieldError,
                'aria-describedby': state.status === 'error' ? messageId : undefined,
              },
            }}
          />
          <Button type="submit" variant="contained" disabled={sending} sx={{ flexShrink: 0 }}>
            {sending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </Stack>
        {state.status === 'error' && (
          <Alert id={messageId} severity="error" role="alert" sx={{ mt: 1.5 }}>
            {state.message}
          </Alert>
        )}
        {state.status === 'subscribed' && (
          <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
            Thank you for subscribing! Parish news will come to {state.email}.
          </Alert>
        )}
      </Box>
    </Box>
  );
}
