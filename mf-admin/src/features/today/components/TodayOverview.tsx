import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { pathInLanguage } from '@parish/shared-types';
import { describeApiError, ErrorState, LoadingState, useLanguage } from '@parish/shared-web';
import { DASHBOARD_PATH, dashboardState } from '../../../lib/dashboardNavigation';
import { useResourceContext } from '../../../resources/lib/resourceText';
import { useOfficeOverview } from '../api/overview';
import { attentionItems, type AttentionItem } from '../lib/attention';

/**
 * The dashboard's Today: what needs the office's attention, as counts of
 * this week (and of the door today), each opening the list of what it
 * counted. What the administrator's roles may not read is not counted.
 */
export function TodayOverview() {
  const headingId = useId();
  const context = useResourceContext();
  const { t, format } = context;
  const { status, error, overview, reload } = useOfficeOverview();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId}>
        {t('admin.today.title')}
      </Typography>
      {overview && (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {t('admin.today.summary', {
            today: format.date(overview.today),
            since: format.date(overview.week_from),
          })}
        </Typography>
      )}
      {status === 'loading' && !overview && <LoadingState label={t('admin.today.loading')} />}
      {status === 'error' && !overview && (
        <ErrorState
          message={describeApiError(error, t('admin.today.loadError'))}
          onRetry={reload}
        />
      )}
      {overview && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          }}
        >
          {attentionItems(overview, context).map((item) => (
            <AttentionCard key={item.key} item={item} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function AttentionCard({ item }: { item: AttentionItem }) {
  const location = useLocation();
  const language = useLanguage();
  const dashboardPath = location.pathname === '/super-admin' ? '/super-admin' : DASHBOARD_PATH;
  const { target } = item;
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography component="p" variant="h6">
          <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, mr: 1 }}>
            {item.count}
          </Box>{' '}
          {item.label}
        </Typography>
        {item.detail && <Typography color="text.secondary">{item.detail}</Typography>}
      </CardContent>
      <CardActions>
        {'href' in target ? (
          // A page's address outside the router: in the page's language (/es/admin/check-in).
          <Button component="a" href={pathInLanguage(target.href, language)} size="small">
            {item.linkText}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={dashboardPath}
            state={dashboardState(target.section, target.filters)}
            // Pushed even at the same address: Back returns to Today.
            replace={false}
            size="small"
          >
            {item.linkText}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
