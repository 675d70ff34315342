import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { apiPaths } from '@parish/shared-types';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  PageHeader,
  useApiMutation,
  usePageMeta,
} from '@parish/shared-web';
import { signInWithLink, signOut, useMyGiving } from '../api/myGiving';
import { useT } from '../lib/i18n';
import { GivingHistory } from './GivingHistory';
import { LanguageForm } from './LanguageForm';
import { RecurringGifts } from './RecurringGifts';
import { SignInForm } from './SignInForm';

/**
 * /my-giving: a donor's own gifts. Signed out, it asks for an address to
 * mail a sign-in link to; the link (`?token=`) signs in once, as soon as
 * the page runs in the browser (never on the server, which shows the
 * loading state). Signed in: totals by year and by fund, and each gift
 * with its printable receipt.
 */
export default function MyGivingPage() {
  const t = useT();
  usePageMeta({
    title: t('commerce.myGiving.title'),
    description: t('commerce.myGiving.description'),
  });
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const giving = useMyGiving();

  // Signing in answers the donor's giving; signing out leaves none to show.
  const linkSignIn = useApiMutation(signInWithLink, {
    failureMessage: t('commerce.myGiving.linkFailed'),
    answers: { path: apiPaths.myGiving, data: (myGiving) => myGiving },
  });
  const signingOut = useApiMutation(signOut, {
    failureMessage: t('commerce.myGiving.signOutFailed'),
    answers: { path: apiPaths.myGiving, data: () => null },
  });

  // A link's token is spent once: a re-run effect must not send it again.
  const sentToken = useRef<string | null>(null);
  const spendLink = useEffectEvent((linkToken: string) => {
    sentToken.current = linkToken;
    // The token leaves the address bar (and the browser's history) at once.
    setParams({}, { replace: true });
    void linkSignIn.mutate({ token: linkToken });
  });
  useEffect(() => {
    if (token !== null && sentToken.current !== token) spendLink(token);
  }, [token]);

  const signingIn = token !== null || linkSignIn.busy;
  let body;
  if (signingIn) {
    body = <LoadingState label={t('commerce.myGiving.signingIn')} />;
  } else if (giving.status === 'loading') {
    body = <LoadingState label={t('commerce.myGiving.loading')} />;
  } else if (giving.status === 'error') {
    body = (
      <ErrorState
        message={describeApiError(giving.error, t('commerce.myGiving.loadFailed'))}
        onRetry={giving.reload}
      />
    );
  } else if (giving.data === null) {
    body = (
      <>
        {linkSignIn.error && (
          <Alert severity="error" sx={{ mb: 3 }}>
            {linkSignIn.error.message}
          </Alert>
        )}
        <SignInForm />
      </>
    );
  } else {
    const { donor } = giving.data;
    body = (
      <>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('commerce.myGiving.signedInAs', { name: donor.name, email: donor.email })}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => void signingOut.mutate(undefined)}
            disabled={signingOut.busy}
          >
            {t('commerce.myGiving.signOut')}
          </Button>
        </Stack>
        <LanguageForm key={giving.data.language} language={giving.data.language} />
        <RecurringGifts gifts={giving.data.recurring_gifts ?? []} />
        <GivingHistory giving={giving.data} />
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader title={t('commerce.myGiving.title')} subtitle={t('commerce.myGiving.subtitle')} />
      {body}
    </Container>
  );
}
