import { Link } from '@mui/material';

/** The first tab stop: lets keyboard users jump past the navigation. */
export function SkipToContentLink() {
  return (
    <Link
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Link>
  );
}
