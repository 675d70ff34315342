import { useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import {
  CAMPAIGN_SCHEDULE_INVALID_MESSAGE,
  campaignSendSchema,
  type Campaign,
  type CampaignPreview,
  type NewsletterTopic,
} from '@parish/shared-types';
import {
  PageHeader,
  QueryStates,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useApiMutation,
  useFormat,
  usePageMeta,
  useSchemaForm,
  useSpecMessage,
} from '@parish/shared-web';
import { DASHBOARD_PATH, dashboardState } from '../../../lib/dashboardNavigation';
import { useT } from '../../../lib/i18n';
import {
  sendCampaign,
  sendTestCampaign,
  useAllTopics,
  useCampaign,
  useCampaignPreview,
} from '../api/campaigns';
import { previewDocument, PHONE_WIDTH, type ColourScheme } from '../lib/previewDocument';
import { CampaignReportView } from './CampaignReportView';

/** The mail as a recipient's client shows it: light or dark, full or phone width. */
function MailPreview({ preview }: { preview: CampaignPreview }) {
  const t = useT();
  const [scheme, setScheme] = useState<ColourScheme>('light');
  const [phone, setPhone] = useState(false);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={scheme === 'dark'}
              onChange={(event) => setScheme(event.target.checked ? 'dark' : 'light')}
            />
          }
          label={t('admin.campaign.preview.dark')}
        />
        <FormControlLabel
          control={<Switch checked={phone} onChange={(event) => setPhone(event.target.checked)} />}
          label={t('admin.campaign.preview.phone')}
        />
      </Stack>
      <Box
        component="iframe"
        title={t('admin.campaign.preview.frameTitle', { subject: preview.subject })}
        // Nothing in the mail runs, navigates or reaches the dashboard.
        sandbox=""
        srcDoc={previewDocument(preview.html, scheme)}
        sx={{
          width: phone ? PHONE_WIDTH : '100%',
          maxWidth: '100%',
          height: 560,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          colorScheme: scheme,
          bgcolor: scheme === 'dark' ? '#121212' : '#ffffff',
        }}
      />
    </Stack>
  );
}

/** What has gone out so far, read again every few seconds while it sends. */
function Progress({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const { recipients, sent, failed, left } = campaign.progress;
  const done = sent + failed;
  const percent = recipients === 0 ? 100 : Math.round((done / recipients) * 100);
  return (
    <Stack spacing={1}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('admin.campaign.progress.label')}
        aria-valuetext={t('admin.campaign.progress.valueText', { done, recipients })}
      />
      <Typography role="status">
        {t('admin.campaign.progress.counts', { sent, failed, left })}
      </Typography>
    </Stack>
  );
}

/** The campaign's topics by name; the refusals that concern them are said here. */
function Audience({ campaign, error }: { campaign: Campaign; error?: string }) {
  const t = useT();
  const topics = useAllTopics();
  const errorId = useId();
  const names = (list: NewsletterTopic[]) =>
    campaign.topics.map((id) => list.find((topic) => topic.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <Box
      role="group"
      aria-labelledby={`${errorId}-label`}
      aria-describedby={error ? errorId : undefined}
    >
      <Typography id={`${errorId}-label`} component="h2" variant="h6">
        {t('admin.campaign.audience.topics')}
      </Typography>
      <Typography>{topics.data ? names(topics.data) : campaign.topics.join(', ')}</Typography>
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** A draft's or a scheduled campaign's actions: the preview, a test, send now, schedule. */
function BeforeSending({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const say = useSpecMessage();
  const preview = useCampaignPreview(campaign);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const test = useApiMutation(() => sendTestCampaign(campaign.id), {
    failureMessage: t('admin.campaign.test.failed'),
    successNotice: t('admin.campaign.test.done'),
    failureNotice: true,
    invalidates: [],
  });
  const sendNow = useApiMutation(() => sendCampaign(campaign.id, {}), {
    failureMessage: t('admin.campaign.send.failed'),
    successNotice: t('admin.campaign.send.done'),
    onSuccess: () => setConfirming(false),
    onError: () => setConfirming(false),
  });
  const schedule = useSchemaForm(campaignSendSchema, {
    initialValues: { scheduled_at: '' },
    // The picker's day and time are the office's; the API is sent the instant.
    toInput: ({ scheduled_at: local }) => {
      const when = new Date(local);
      return { scheduled_at: Number.isNaN(when.getTime()) ? local : when.toISOString() };
    },
    // Without a time, Schedule would send now: the picker must be filled.
    check: (_value, values) =>
      values.scheduled_at === '' ? { scheduled_at: CAMPAIGN_SCHEDULE_INVALID_MESSAGE } : null,
    submit: (input) => sendCampaign(campaign.id, input),
    failureMessage: t('admin.campaign.schedule.failed'),
    successNotice: t('admin.campaign.schedule.done'),
  });
  // The API names the topics when nobody would receive it, whichever way it was sent.
  const scheduleErrors: Record<string, string | undefined> = schedule.errors;
  const topicsError = sendNow.error?.fields.topics ?? scheduleErrors.topics;
  const recipients = preview.data?.recipients;

  return (
    <Stack spacing={3}>
      <Audience campaign={campaign} error={topicsError ? say(topicsError) : undefined} />
      <Box component="section" aria-labelledby={`${titleId}-preview`}>
        <Typography id={`${titleId}-preview`} component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('admin.campaign.preview.title')}
        </Typography>
        <QueryStates
          query={preview}
          loading={t('admin.campaign.preview.loading')}
          failed={t('admin.campaign.preview.failed')}
        >
          {(shown) => (
            <Stack spacing={1.5}>
              <Typography>{t('admin.campaign.recipients', { count: shown.recipients })}</Typography>
              <MailPreview preview={shown} />
            </Stack>
          )}
        </QueryStates>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" onClick={() => void test.mutate(undefined)} disabled={test.busy}>
          {test.busy ? t('admin.campaign.test.busy') : t('admin.campaign.test.button')}
        </Button>
        <Button
          variant="contained"
          onClick={() => setConfirming(true)}
          disabled={sendNow.busy || recipients === undefined}
        >
          {t('admin.campaign.send.button')}
        </Button>
        {campaign.status === 'draft' && (
          <Button component={RouterLink} to={`/admin/communications/campaigns/edit/${campaign.id}`}>
            {t('admin.campaign.edit')}
          </Button>
        )}
      </Stack>
      {sendNow.error && !sendNow.error.fields.topics && (
        <Alert severity="error" role="alert">
          {sendNow.error.message}
        </Alert>
      )}
      <SchemaForm form={schedule} ariaLabel={t('admin.campaign.schedule.title')}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <Typography component="h2" variant="h6">
            {t('admin.campaign.schedule.title')}
          </Typography>
          <SchemaField
            form={schedule}
            name="scheduled_at"
            kind="dateTime"
            label={t('admin.campaign.schedule.time')}
            hint={t('admin.campaign.schedule.hint')}
            required
          />
          <SubmitButton form={schedule} busyLabel={t('admin.campaign.schedule.busy')}>
            {t('admin.campaign.schedule.button')}
          </SubmitButton>
        </Stack>
      </SchemaForm>
      <Dialog
        open={confirming}
        onClose={sendNow.busy ? undefined : () => setConfirming(false)}
        aria-labelledby={`${titleId}-confirm`}
      >
        <DialogTitle id={`${titleId}-confirm`}>{t('admin.campaign.send.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('admin.campaign.send.confirmText', {
              count: recipients ?? 0,
              subject: campaign.subject,
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={sendNow.busy}>
            {t('admin.resource.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void sendNow.mutate(undefined)}
            disabled={sendNow.busy}
          >
            {sendNow.busy
              ? t('admin.campaign.send.busy')
              : t('admin.campaign.send.confirm', { count: recipients ?? 0 })}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const format = useFormat();
  const status = t(`admin.campaigns.status.${campaign.status}`);
  return (
    <Stack spacing={3}>
      <Typography>
        {t('admin.campaign.status', { status })}
        {campaign.status === 'scheduled' &&
          campaign.scheduled_at &&
          ` · ${t('admin.campaign.scheduledFor', { when: format.dateTime(campaign.scheduled_at) })}`}
        {campaign.status === 'sent' &&
          campaign.finished_at &&
          ` · ${t('admin.campaign.sentAt', { when: format.dateTime(campaign.finished_at) })}`}
      </Typography>
      {(campaign.status === 'draft' || campaign.status === 'scheduled') && (
        <BeforeSending campaign={campaign} />
      )}
      {campaign.status === 'sending' && <Progress campaign={campaign} />}
      {campaign.status === 'sent' && <CampaignReportView campaign={campaign} />}
    </Stack>
  );
}

/**
 * A campaign's page (docs/communications.md): before it goes, its mail as
 * recipients will see it and whom it reaches, a test to oneself, Send now
 * (after saying to how many) or Schedule; while it goes, its progress; after,
 * its report.
 */
export default function CampaignPage() {
  const t = useT();
  const id = Number(useParams().id);
  const campaign = useCampaign(id);
  const title = campaign.data?.subject ?? t('admin.campaign.title');
  usePageMeta({ title, description: t('admin.campaign.description') });
  const back = { pathname: DASHBOARD_PATH, state: dashboardState('communications') };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <PageHeader title={title} />
        <Button component={RouterLink} to={back.pathname} state={back.state} sx={{ mb: 2 }}>
          {t('admin.campaign.back')}
        </Button>
        <QueryStates
          query={campaign}
          loading={t('admin.campaign.loading')}
          failed={t('admin.campaign.loadError')}
        >
          {(shown) => <CampaignView campaign={shown} />}
        </QueryStates>
      </Paper>
    </Container>
  );
}
