import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Container, Divider, Stack, Typography } from '@mui/material';
import {
  MAIL_LINK_INVALID_MESSAGE,
  newsletterPreferenceChoicesSchema,
  type NewsletterPreferences,
  type NewsletterSubscription,
} from '@parish/shared-types';
import {
  ErrorState,
  LoadingState,
  PageHeader,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useApiMutation,
  useLanguage,
  usePageMeta,
  useSchemaForm,
} from '@parish/shared-web';
import {
  openPreferences,
  savePreferences,
  unsubscribeFromNewsletter,
} from '../api/newsletterLinks';
import { useT } from '../lib/i18n';
import { LeftTheNewsletter } from './LeftTheNewsletter';
import { isWorthRetrying, tokenOfLink } from '../lib/newsletterLinks';
import { topicChoices } from '../lib/topicChoices';

/**
 * /newsletter/preferences?token=… (the link in every newsletter mail, no
 * login): the address's own topics, a pause of every mail, and leaving
 * everything. It reads the preferences once the page runs in the browser
 * (the token never reaches the server's render), and shows only this
 * address: no one else's.
 */
export default function NewsletterPreferencesPage() {
  const t = useT();
  usePageMeta({
    title: t('content.newsletter.preferences.title'),
    description: t('content.newsletter.preferences.description'),
  });
  const [params] = useSearchParams();
  const token = tokenOfLink(params);
  const [preferences, setPreferences] = useState<NewsletterPreferences | null>(null);
  const [left, setLeft] = useState<NewsletterSubscription | null>(null);
  const opening = useApiMutation(openPreferences, {
    failureMessage: t('content.newsletter.preferences.openFailed'),
    onSuccess: setPreferences,
  });
  const opened = useRef<string | null>(null);
  const open = useEffectEvent((linkToken: string) => {
    opened.current = linkToken;
    void opening.mutate({ token: linkToken });
  });
  useEffect(() => {
    if (token !== null && opened.current !== token) open(token);
  }, [token]);

  if (left) return <LeftTheNewsletter email={left.email} />;

  const refused = opening.error !== null && !isWorthRetrying(opening.error);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader title={t('content.newsletter.preferences.heading')} />
      {token === null ? (
        <ErrorState message={MAIL_LINK_INVALID_MESSAGE} />
      ) : preferences ? (
        <PreferencesForm
          token={token}
          preferences={preferences}
          onSaved={setPreferences}
          onLeft={setLeft}
        />
      ) : opening.error ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ErrorState message={opening.error.message} />
          {!refused && (
            <Button variant="contained" onClick={() => void opening.mutate({ token })}>
              {t('content.newsletter.preferences.retry')}
            </Button>
          )}
        </Stack>
      ) : (
        <LoadingState label={t('content.newsletter.preferences.loading')} />
      )}
    </Container>
  );
}

interface PreferencesFormProps {
  token: string;
  preferences: NewsletterPreferences;
  onSaved: (preferences: NewsletterPreferences) => void;
  onLeft: (subscription: NewsletterSubscription) => void;
}

/** The address's topics and pause, saved together; leaving everything is a button of its own. */
function PreferencesForm({ token, preferences, onSaved, onLeft }: PreferencesFormProps) {
  const t = useT();
  const language = useLanguage();
  const form = useSchemaForm(newsletterPreferenceChoicesSchema, {
    initialValues: { topics: preferences.topics.map(String), paused: preferences.paused },
    submit: (choices) => savePreferences({ token, ...choices }),
    failureMessage: t('content.newsletter.preferences.saveFailed'),
    successMessage: (saved) =>
      t(
        saved.paused
          ? 'content.newsletter.preferences.savedPaused'
          : 'content.newsletter.preferences.saved',
      ),
    onSuccess: onSaved,
    invalidates: [],
  });
  const leaving = useApiMutation(unsubscribeFromNewsletter, {
    failureMessage: t('content.newsletter.unsubscribe.failed'),
    onSuccess: onLeft,
    invalidates: [],
  });

  return (
    <Stack spacing={3}>
      {/* A long address breaks rather than widening a phone's screen. */}
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('content.newsletter.preferences.for', { email: preferences.email })}
      </Typography>
      {preferences.status === 'pending' && (
        <Alert severity="info">{t('content.newsletter.preferences.pending')}</Alert>
      )}
      {preferences.status === 'unsubscribed' && (
        <Alert severity="info">{t('content.newsletter.preferences.unsubscribed')}</Alert>
      )}
      {preferences.status === 'subscribed' && preferences.paused && (
        <Alert severity="info">{t('content.newsletter.preferences.pausedNow')}</Alert>
      )}
      <SchemaForm form={form}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <SchemaField
            form={form}
            name="topics"
            kind="checkboxes"
            label={t('content.newsletter.topics.label')}
            options={topicChoices(preferences.offered, language)}
          />
          <SchemaField
            form={form}
            name="paused"
            kind="checkbox"
            label={t('content.newsletter.preferences.pause')}
            hint={t('content.newsletter.preferences.pauseHint')}
          />
          <SubmitButton form={form} busyLabel={t('content.newsletter.preferences.saving')}>
            {t('content.newsletter.preferences.save')}
          </SubmitButton>
        </Stack>
      </SchemaForm>
      <Divider />
      <Box component="section" aria-labelledby="newsletter-leave">
        <Typography id="newsletter-leave" variant="h3" component="h2" gutterBottom>
          {t('content.newsletter.preferences.leaveHeading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('content.newsletter.preferences.leaveIntro')}</Typography>
        {leaving.error && <ErrorState message={leaving.error.message} />}
        <Button
          variant="outlined"
          color="error"
          onClick={() => void leaving.mutate({ token })}
          disabled={leaving.busy}
        >
          {t(
            leaving.busy
              ? 'content.newsletter.unsubscribe.busy'
              : 'content.newsletter.preferences.leave',
          )}
        </Button>
      </Box>
    </Stack>
  );
}
