import type { UsePaginationItem } from '@mui/material';
import { useT } from './i18n';

/**
 * The labels of a `Pagination`'s buttons in the page's language (MUI's own
 * are English: "Go to page 2"), for its `getItemAriaLabel`.
 */
export function usePaginationLabels() {
  const t = useT();
  return (type: UsePaginationItem['type'], page: number | null, selected: boolean): string => {
    switch (type) {
      case 'page':
        return t(
          selected ? 'content.common.pagination.current' : 'content.common.pagination.page',
          {
            page: page ?? '',
          },
        );
      case 'first':
        return t('content.common.pagination.first');
      case 'last':
        return t('content.common.pagination.last');
      case 'next':
        return t('content.common.pagination.next');
      default:
        return t('content.common.pagination.previous');
    }
  };
}
