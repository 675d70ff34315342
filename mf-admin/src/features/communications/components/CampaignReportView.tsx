import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { QueryStates } from '@parish/shared-web';
import type { Campaign } from '@parish/shared-types';
import { useT } from '../../../lib/i18n';
import { useCampaignReport } from '../api/campaigns';

/** After a send: how many were delivered, each refusal and why, who left the newsletter since. */
export function CampaignReportView({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const report = useCampaignReport(campaign.id);
  return (
    <Stack component="section" spacing={1.5} aria-label={t('admin.campaign.report.title')}>
      <Typography component="h2" variant="h6">
        {t('admin.campaign.report.title')}
      </Typography>
      <QueryStates
        query={report}
        loading={t('admin.campaign.report.loading')}
        failed={t('admin.campaign.report.loadError')}
      >
        {(shown) => (
          <Stack spacing={1}>
            <Typography>
              {t('admin.campaign.report.counts', {
                recipients: shown.recipients,
                delivered: shown.delivered,
                failed: shown.failed,
              })}
            </Typography>
            <Typography>
              {t('admin.campaign.report.unsubscribed', { count: shown.unsubscribed_since })}
            </Typography>
            {shown.failures.length > 0 && (
              <>
                <Typography component="h3" variant="subtitle1">
                  {t('admin.campaign.report.failures')}
                </Typography>
                <List dense>
                  {shown.failures.map((failure) => (
                    <ListItem key={failure.email} disableGutters>
                      <ListItemText
                        primary={failure.email}
                        secondary={failure.reason}
                        sx={{ overflowWrap: 'anywhere' }}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
