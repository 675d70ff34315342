import { Container, Stack, Typography } from '@mui/material';
import {
  NEWSLETTER_SIGN_UP_MESSAGE,
  newsletterInputSchema,
  type NewsletterTopic,
} from '@parish/shared-types';
import {
  ErrorState,
  LoadingState,
  PageHeader,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useApiQuery,
  useLanguage,
  usePageMeta,
  useSchemaForm,
} from '@parish/shared-web';
import { newsletterTopicsQuery, subscribeWithTopics } from '../api/newsletterLinks';
import { useT } from '../lib/i18n';
import { topicChoices } from '../lib/topicChoices';

/**
 * /newsletter: subscribe choosing topics (the footer's box subscribes to the
 * first one, Parish news). Double opt-in as the footer's: nothing is sent
 * until the mailed link is used, and the answer is the same for every
 * address, so the page tells no one who is on the list.
 */
export default function NewsletterPage() {
  const t = useT();
  usePageMeta({
    title: t('content.newsletter.subscribe.title'),
    description: t('content.newsletter.subscribe.description'),
  });
  const topics = useApiQuery(newsletterTopicsQuery);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader title={t('content.newsletter.subscribe.heading')} />
      <Typography sx={{ mb: 3 }}>{t('content.newsletter.subscribe.intro')}</Typography>
      {topics.status === 'success' ? (
        <SubscribeForm topics={topics.data} />
      ) : topics.status === 'error' ? (
        <ErrorState
          message={t('content.newsletter.subscribe.topicsFailed')}
          onRetry={topics.reload}
        />
      ) : (
        <LoadingState label={t('content.newsletter.subscribe.loading')} />
      )}
    </Container>
  );
}

function SubscribeForm({ topics }: { topics: readonly NewsletterTopic[] }) {
  const t = useT();
  const language = useLanguage();
  // Parish news (the first topic offered) is ticked to start with, as the API gives it by default.
  const initialValues = { email: '', topics: topics.slice(0, 1).map((topic) => String(topic.id)) };
  const form = useSchemaForm(newsletterInputSchema, {
    initialValues,
    submit: subscribeWithTopics,
    failureMessage: t('content.newsletter.subscribe.failed'),
    resetOnSuccess: true,
    successMessage: NEWSLETTER_SIGN_UP_MESSAGE,
    invalidates: [],
  });
  return (
    <SchemaForm form={form}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SchemaField
          form={form}
          name="email"
          kind="email"
          label={t('content.newsletter.subscribe.email')}
          autoComplete="email"
          required
        />
        <SchemaField
          form={form}
          name="topics"
          kind="checkboxes"
          label={t('content.newsletter.topics.label')}
          options={topicChoices(topics, language)}
        />
        <SubmitButton form={form} busyLabel={t('content.newsletter.subscribe.busy')}>
          {t('content.newsletter.subscribe.button')}
        </SubmitButton>
      </Stack>
    </SchemaForm>
  );
}
