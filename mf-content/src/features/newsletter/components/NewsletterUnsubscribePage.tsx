import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { MAIL_LINK_INVALID_MESSAGE, type NewsletterSubscription } from '@parish/shared-types';
import { ErrorState, PageHeader, useApiMutation, usePageMeta } from '@parish/shared-web';
import { unsubscribeFromNewsletter } from '../api/newsletterLinks';
import {
  SUBSCRIBE_AGAIN_HINT,
  UNSUBSCRIBE_FAILED_MESSAGE,
  UNSUBSCRIBE_PAGE_DESCRIPTION,
} from '../lib/newsletterCopy';
import { isWorthRetrying, tokenOfLink } from '../lib/newsletterLinks';

/**
 * /newsletter/unsubscribe?token=… (the link in every newsletter mail).
 * Nothing changes until the button is pressed: a mail scanner that opens
 * the link unsubscribes nobody.
 */
export default function NewsletterUnsubscribePage() {
  usePageMeta({ title: 'Unsubscribe', description: UNSUBSCRIBE_PAGE_DESCRIPTION });
  const [params] = useSearchParams();
  const token = tokenOfLink(params);
  const [unsubscribed, setUnsubscribed] = useState<NewsletterSubscription | null>(null);
  const unsubscribe = useApiMutation(unsubscribeFromNewsletter, {
    failureMessage: UNSUBSCRIBE_FAILED_MESSAGE,
    onSuccess: setUnsubscribed,
  });

  if (unsubscribed) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHeader title="You have been unsubscribed" />
        {/* A long address breaks rather than widening a phone's screen. */}
        <Alert severity="success" role="status" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          The parish newsletter will no longer come to {unsubscribed.email}. {SUBSCRIBE_AGAIN_HINT}
        </Alert>
        <Button component={RouterLink} to="/" variant="contained">
          Back to the home page
        </Button>
      </Container>
    );
  }

  // A link the API refused stays refused: pressing again would only say so again.
  const refused = unsubscribe.error !== null && !isWorthRetrying(unsubscribe.error);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader title="Unsubscribe from the Newsletter" />
      {token === null ? (
        <ErrorState message={MAIL_LINK_INVALID_MESSAGE} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            Press Unsubscribe and the parish newsletter will stop coming to your inbox.
          </Typography>
          {unsubscribe.error && <ErrorState message={unsubscribe.error.message} />}
          {!refused && (
            <Button
              variant="contained"
              onClick={() => void unsubscribe.mutate({ token })}
              disabled={unsubscribe.busy}
            >
              {unsubscribe.busy ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          )}
        </Stack>
      )}
    </Container>
  );
}
