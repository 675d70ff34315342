import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Container } from '@mui/material';
import { MAIL_LINK_INVALID_MESSAGE, type NewsletterSubscription } from '@parish/shared-types';
import {
  ErrorState,
  LoadingState,
  PageHeader,
  useApiMutation,
  usePageMeta,
} from '@parish/shared-web';
import { confirmSubscription } from '../api/newsletterLinks';
import { useT } from '../lib/i18n';
import { isWorthRetrying, tokenOfLink } from '../lib/newsletterLinks';

/**
 * /newsletter/confirm?token=… (the link of the double opt-in mail): the
 * address is confirmed as soon as the page runs in the browser, with one
 * POST (never on the server, where the page shows its loading state).
 */
export default function NewsletterConfirmPage() {
  const t = useT();
  usePageMeta({
    title: t('content.newsletter.confirm.title'),
    description: t('content.newsletter.confirm.description'),
  });
  const [params] = useSearchParams();
  const token = tokenOfLink(params);
  const [confirmed, setConfirmed] = useState<NewsletterSubscription | null>(null);
  const confirmation = useApiMutation(confirmSubscription, {
    failureMessage: t('content.newsletter.confirm.failed'),
    onSuccess: setConfirmed,
  });

  // The token already sent: a re-run effect (React's development checks, a
  // re-render) must not spend it twice, since a used token is refused.
  const sentToken = useRef<string | null>(null);
  const confirm = useEffectEvent((linkToken: string) => {
    sentToken.current = linkToken;
    void confirmation.mutate({ token: linkToken });
  });
  useEffect(() => {
    if (token !== null && sentToken.current !== token) confirm(token);
  }, [token]);

  if (confirmed) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHeader title={t('content.newsletter.confirm.done')} />
        {/* A long address breaks rather than widening a phone's screen. */}
        <Alert severity="success" role="status" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {t('content.newsletter.confirm.thanks', { email: confirmed.email })}
        </Alert>
        <Button component={RouterLink} to="/" variant="contained">
          {t('content.common.backHome')}
        </Button>
      </Container>
    );
  }

  const error = token === null ? MAIL_LINK_INVALID_MESSAGE : confirmation.error?.message;
  if (error !== undefined) {
    const retry =
      token !== null && confirmation.error && isWorthRetrying(confirmation.error)
        ? () => void confirmation.mutate({ token })
        : undefined;
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHeader
          title={t('content.newsletter.confirm.notDone')}
          subtitle={t('content.newsletter.subscribeAgain')}
        />
        <ErrorState message={error} onRetry={retry} />
      </Container>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader title={t('content.newsletter.confirm.title')} />
      <LoadingState label={t('content.newsletter.confirm.confirming')} />
    </Container>
  );
}
