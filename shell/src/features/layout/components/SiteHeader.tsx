import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppBar, Box, Button, Link, Toolbar } from '@mui/material';
import { ThemeModeControl } from '@parish/shared-web';
import { AdminMenu } from './AdminMenu';
import { DesktopNavigation } from './DesktopNavigation';
import { MobileNavigation } from './MobileNavigation';
import { useT } from '../../../lib/i18n';

export const SITE_NAME = 'Holy Trinity';

/**
 * The header of every page: the daily verse, the logo, the main menu, the
 * theme control and the Shop button. It scrolls with the page, so it never
 * covers a focused element. The verse belongs to its own feature; the app
 * puts it in the `verse` slot.
 */
export function SiteHeader({
  verse,
  languageSwitch,
}: {
  verse?: ReactNode;
  /** The language switch, drawn in the header (wide screens) and in the menu sheet (phones). */
  languageSwitch?: (where: 'header' | 'menu') => ReactNode;
}) {
  const t = useT();
  return (
    <AppBar component="header" position="static" color="primary" enableColorOnDark elevation={0}>
      {verse}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: 64 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          aria-label={t('shell.header.home', { site: SITE_NAME })}
          sx={{
            fontFamily: 'Georgia, serif',
            fontWeight: 700,
            fontSize: { xs: '1.125rem', sm: '1.25rem' },
            mr: { xs: 0, md: 2 },
            whiteSpace: 'nowrap',
          }}
        >
          <span aria-hidden="true">✝ </span>
          {SITE_NAME}
        </Link>
        <DesktopNavigation />
        <Box sx={{ flexGrow: 1 }} />
        <AdminMenu />
        {languageSwitch?.('header')}
        <ThemeModeControl />
        <Button component={RouterLink} to="/shop" variant="contained" color="secondary">
          {t('shell.header.shop')}
        </Button>
        <MobileNavigation languageSwitch={languageSwitch?.('menu')} />
      </Toolbar>
    </AppBar>
  );
}
