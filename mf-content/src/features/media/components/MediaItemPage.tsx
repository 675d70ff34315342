import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Container } from '@mui/material';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  PageHeader,
  type QueryState,
} from '@parish/shared-web';
import { useT } from '../lib/i18n';

/**
 * The page of one item of a media list (a sermon, a blog post), read from
 * the list: its loading and failure, "not found" with the way back to the
 * list, or the item itself.
 */
export function MediaItemPage<Item>({
  list,
  item,
  names,
  back,
  children,
}: {
  /** The list the item is read from. */
  list: QueryState<unknown> & { reload: () => void };
  /** The item, once the list has it; null when it is not there (or not yet read). */
  item: Item | null;
  /** What the page says of the item: its heading ('Sermon'), while loading, on a failure, when not found. */
  names: { title: string; loading: string; failed: string; notFound: string };
  /** Back to the list: where, and the button's words. */
  back: { to: string; label: string };
  children: (item: Item) => ReactNode;
}) {
  const t = useT();
  const backButton = (
    <Button component={RouterLink} to={back.to} variant="outlined">
      {back.label}
    </Button>
  );
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      {list.status === 'loading' && <LoadingState label={names.loading} />}
      {list.status === 'error' && (
        <>
          <PageHeader title={names.title} />
          <ErrorState
            message={t('content.common.error', {
              message: describeApiError(list.error, names.failed),
            })}
            onRetry={list.reload}
          />
        </>
      )}
      {list.status === 'success' && !item && (
        <>
          <PageHeader title={names.notFound} subtitle={t('content.media.item.removed')} />
          {backButton}
        </>
      )}
      {item && children(item)}
    </Container>
  );
}
