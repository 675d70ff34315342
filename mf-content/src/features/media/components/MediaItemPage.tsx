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
  /** The page's heading ('Sermon') and the item as a sentence names it ('the sermon'). */
  names: { title: string; item: string };
  /** Back to the list: where, and the button's words. */
  back: { to: string; label: string };
  children: (item: Item) => ReactNode;
}) {
  const backButton = (
    <Button component={RouterLink} to={back.to} variant="outlined">
      {back.label}
    </Button>
  );
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      {list.status === 'loading' && <LoadingState label={`Loading ${names.item}...`} />}
      {list.status === 'error' && (
        <>
          <PageHeader title={names.title} />
          <ErrorState
            message={`Error: ${describeApiError(list.error, `Failed to load ${names.item}`)}`}
            onRetry={list.reload}
          />
        </>
      )}
      {list.status === 'success' && !item && (
        <>
          <PageHeader title={`${names.title} not found`} subtitle="It may have been removed." />
          {backButton}
        </>
      )}
      {item && children(item)}
    </Container>
  );
}
