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
import { ErrorState, formatDateTime, LoadingState, useApiMutation } from '@parish/shared-web';
import { endOtherSessions, useAccountSessions } from '../api/account';

const END_FAILED_MESSAGE = 'The other sessions could not be signed out. Please try again.';

/** Account: one's live sessions, and "Sign out everywhere else". */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const end = useApiMutation(endOtherSessions, {
    failureMessage: END_FAILED_MESSAGE,
    successNotice: OTHER_SESSIONS_ENDED_MESSAGE,
    onSuccess: () => sessions.reload(),
  });

  return (
    <section aria-labelledby="account-sessions-heading">
      <Typography id="account-sessions-heading" variant="h5" component="h2" gutterBottom>
        Active sessions
      </Typography>
      {sessions.status === 'loading' && <LoadingState label="Loading your sessions..." />}
      {sessions.status === 'error' && (
        <ErrorState message="Your sessions could not be loaded." onRetry={sessions.reload} />
      )}
      {sessions.status === 'success' && (
        <Stack spacing={2}>
          <List aria-label="Your sessions" disablePadding>
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
                        <Chip size="small" color="primary" label="This session" />
                      )}
                    </Stack>
                  }
                  secondary={`${session.address ?? 'Unknown address'} · signed in ${formatDateTime(session.created_at)} · last seen ${formatDateTime(session.last_seen_at)}`}
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
            Sign out everywhere else
          </Button>
        </Stack>
      )}
    </section>
  );
}
