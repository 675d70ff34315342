import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { OTHER_SESSIONS_ENDED_MESSAGE } from '@parish/shared-types';
import {
  ErrorState,
  LoadingState,
  useApiMutation,
  useFormat,
  useSpecMessage,
} from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
import { endOtherSessions, useAccountSessions } from '../api/account';

/** Account: one's live sessions, and "Sign out everywhere else". */
export function SessionsSection() {
  const t = useT();
  const say = useSpecMessage();
  const format = useFormat();
  const sessions = useAccountSessions();
  const end = useApiMutation(endOtherSessions, {
    failureMessage: t('admin.account.sessions.endFailed'),
    successNotice: say(OTHER_SESSIONS_ENDED_MESSAGE),
    onSuccess: () => sessions.reload(),
  });

  return (
    <section aria-labelledby="account-sessions-heading">
      <Typography id="account-sessions-heading" variant="h5" component="h2" gutterBottom>
        {t('admin.account.sessions.heading')}
      </Typography>
      {sessions.status === 'loading' && (
        <LoadingState label={t('admin.account.sessions.loading')} />
      )}
      {sessions.status === 'error' && (
        <ErrorState message={t('admin.account.sessions.loadError')} onRetry={sessions.reload} />
      )}
      {sessions.status === 'success' && (
        <Stack spacing={2}>
          <List aria-label={t('admin.account.sessions.list')} disablePadding>
            {sessions.data.map((session) => (
              <ListItem key={session.id} divider disableGutters>
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <span>{session.device}</span>
                      {session.current && (
                        <Chip
                          size="small"
                          color="primary"
                          label={t('admin.account.sessions.current')}
                        />
                      )}
                    </Stack>
                  }
                  secondary={t('admin.account.sessions.detail', {
                    address: session.address ?? t('admin.account.sessions.unknownAddress'),
                    signedIn: format.dateTime(session.created_at),
                    lastSeen: format.dateTime(session.last_seen_at),
                  })}
                />
              </ListItem>
            ))}
          </List>
          {end.error && <Alert severity="error">{end.error.message}</Alert>}
          <Button
            variant="outlined"
            color="error"
            disabled={end.busy || sessions.data.every((session) => session.current)}
            onClick={() => void end.mutate(undefined)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('admin.account.sessions.endOthers')}
          </Button>
        </Stack>
      )}
    </section>
  );
}
