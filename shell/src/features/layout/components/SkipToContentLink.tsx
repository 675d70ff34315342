import type { MouseEvent } from 'react';
import { Link } from '@mui/material';
import { useT } from '../../../lib/i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop: lets keyboard users jump past the header and menu. */
export function SkipToContentLink() {
  const t = useT();
  // Focus the main region directly rather than following '#main-content',
  // which would add a hash to the page's URL.
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  }

  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('shell.skipToContent')}
    </Link>
  );
}
