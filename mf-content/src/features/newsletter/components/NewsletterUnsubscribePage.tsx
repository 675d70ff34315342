import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Container, Stack, Typography } from '@mui/material';
import { MAIL_LINK_INVALID_MESSAGE, type NewsletterSubscription } from '@parish/shared-types';
import { ErrorState, PageHeader, useApiMutation, usePageMeta } from '@parish/shared-web';
import { unsubscribeFromNewsletter } from '../api/newsletterLinks';
import { useT } from '../lib/i18n';
import { LeftTheNewsletter } from './LeftTheNewsletter';
import { isWorthRetrying, tokenOfLink } from '../lib/newsletterLinks';

/**
 * /newsletter/unsubscribe?token=… (the link in every newsletter mail).
 * Nothing changes until the button is pressed: a mail scanner that opens
 * the link unsubscribes nobody.
 */
export default function NewsletterUnsubscribePage() {
  const t = useT();
  usePageMeta({
    title: t('content.newsletter.unsubscribe.title'),
    description: t('content.newsletter.unsubscribe.description'),
  });
  const [params] = useSearchParams();
  const token = tokenOfLink(params);
  const [unsubscribed, setUnsubscribed] = useState<NewsletterSubscription | null>(null);
  const unsubscribe = useApiMutation(unsubscribeFromNewsletter, {
    failureMessage: t('content.newsletter.unsubscribe.failed'),
    onSuccess: setUnsubscribed,
  });

  if (unsubscribed) return <LeftTheNewsletter email={unsubscribed.email} />;

  // A link the API refused stays refused: pressing again would only say so again.
  const refused = unsubscribe.error !== null && !isWorthRetrying(unsubscribe.error);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader title={t('content.newsletter.unsubscribe.heading')} />
      {token === null ? (
        <ErrorState message={MAIL_LINK_INVALID_MESSAGE} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('content.newsletter.unsubscribe.intro')}</Typography>
          {unsubscribe.error && <ErrorState message={unsubscribe.error.message} />}
          {!refused && (
            <Button
              variant="contained"
              onClick={() => void unsubscribe.mutate({ token })}
              disabled={unsubscribe.busy}
            >
              {t(
                unsubscribe.busy
                  ? 'content.newsletter.unsubscribe.busy'
                  : 'content.newsletter.unsubscribe.button',
              )}
            </Button>
          )}
        </Stack>
      )}
    </Container>
  );
}
