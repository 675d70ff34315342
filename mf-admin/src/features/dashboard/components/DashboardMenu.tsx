import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { pathInLanguage } from '@parish/shared-types';
import { useLanguage } from '@parish/shared-web';
import { dashboardState } from '../../../lib/dashboardNavigation';
import { useT } from '../../../lib/i18n';
import type { DashboardArea } from '../../../resources/types';

/**
 * The dashboard's sections, grouped by area. Each section is a link to the
 * dashboard with the section in navigation state (the spec's `tab`), so the
 * browser's Back returns to the section before; the current one is marked
 * for sight and for screen readers. Pages outside the dashboard (the door's
 * screen) are plain links: they load as documents of their own.
 */
export function DashboardMenu({
  areas,
  current,
  dashboardPath,
  onChoose,
}: {
  areas: readonly DashboardArea[];
  current: string | null;
  /** `/admin`, or `/super-admin` for who came by that address. */
  dashboardPath: string;
  onChoose: (key: string) => void;
}) {
  const idPrefix = useId();
  const t = useT();
  const language = useLanguage();
  return (
    <nav aria-label={t('admin.nav.label')}>
      {areas.map((area) => {
        const headingId = `${idPrefix}-${area.key}`;
        return (
          <List
            key={area.key}
            dense
            aria-labelledby={headingId}
            subheader={
              // (Not MUI's ListSubheader: every visitor's copy of MUI would carry it.)
              <Typography
                component="li"
                id={headingId}
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', px: 2, pt: 1 }}
              >
                {t(area.label)}
              </Typography>
            }
          >
            {area.sections.map((section) => {
              const isCurrent = section.key === current;
              return (
                <li key={section.key}>
                  <ListItemButton
                    component={RouterLink}
                    to={dashboardPath}
                    state={dashboardState(section.key)}
                    // Pushed even at the same address: Back returns to the section before.
                    replace={false}
                    selected={isCurrent}
                    aria-current={isCurrent ? 'page' : undefined}
                    onClick={() => onChoose(section.key)}
                    sx={{ minHeight: 44 }}
                  >
                    <ListItemText primary={t(section.label)} />
                  </ListItemButton>
                </li>
              );
            })}
            {area.pages?.map((page) => (
              <li key={page.href}>
                {/* An address outside the router: in the page's language (/es/admin/check-in). */}
                <ListItemButton
                  component="a"
                  href={pathInLanguage(page.href, language)}
                  sx={{ minHeight: 44 }}
                >
                  <ListItemText primary={t(page.label)} />
                </ListItemButton>
              </li>
            ))}
          </List>
        );
      })}
    </nav>
  );
}
