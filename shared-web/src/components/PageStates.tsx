import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useApiErrorText } from '../api/errors';
import type { QueryState } from '../hooks/useApiQuery';
import { useT } from '../i18n/messages';

/**
 * A list or page that is loading; `label` is the spec's text, e.g.
 * 'Loading events...' (in the page's language), `Loading...` in it without.
 */
export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label ?? t('shared-web.states.loading')}</Typography>
    </Box>
  );
}

/**
 * A load that failed, with a way to try again when one is given. The site's
 * lost-connection message (`describeApiError`'s) shows in the page's language.
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  const shown = useApiErrorText();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 3 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('shared-web.states.tryAgain')}
          </Button>
        ) : undefined
      }
    >
      {shown(message)}
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  );
}

/**
 * A read's states in one place: loading (with the spec's `loading` text),
 * failed (with `failed` and Try again), empty (a list with nothing in it,
 * when `empty` is given), else `children` with the data.
 */
export function QueryStates<T>({
  query,
  loading,
  failed,
  empty,
  children,
}: {
  query: QueryState<T> & { reload?: () => void };
  loading?: string;
  failed: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.status === 'loading') return <LoadingState label={loading} />;
  if (query.status === 'error') return <ErrorState message={failed} onRetry={query.reload} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return <EmptyState>{empty}</EmptyState>;
  }
  return <>{children(query.data)}</>;
}
