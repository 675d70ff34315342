import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  type SxProps,
  type Theme,
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { isMenuLinkCurrent, isNavItemActive, MAIN_NAVIGATION, menuLinks } from '../lib/navigation';
import { useT } from '../../../lib/i18n';

/** A link of the sheet: marks the current page, and closes the sheet when followed. */
function SheetLink({
  to,
  current,
  onFollow,
  sx,
  children,
}: {
  to: string;
  current: boolean;
  onFollow: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <ListItemButton
      component={RouterLink}
      to={to}
      onClick={onFollow}
      selected={current}
      aria-current={current ? 'page' : undefined}
      sx={sx}
    >
      {children}
    </ListItemButton>
  );
}

/** The sheet's menu; the sheet mounts it afresh at each opening. */
function SheetMenu({
  onFollow,
  languageSwitch,
}: {
  onFollow: () => void;
  languageSwitch?: ReactNode;
}) {
  const t = useT();
  const { pathname } = useLocation();
  // Each opening starts with the current page's section open; following a
  // link while the sheet slides away does not refold it.
  const [openedOn] = useState(pathname);
  return (
    <Box component="nav" aria-label={t('shell.nav.label')} sx={{ px: 1, pb: 2 }}>
      {MAIN_NAVIGATION.map((item) => {
        const active = isNavItemActive(item, pathname);
        return item.children ? (
          <Accordion
            key={item.title}
            disableGutters
            elevation={0}
            defaultExpanded={isNavItemActive(item, openedOn)}
            sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMore />}
              sx={{ px: 2, fontSize: '1rem', fontWeight: active ? 700 : 500 }}
            >
              {t(item.title)}
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0, pl: 1 }}>
              <List dense disablePadding>
                {menuLinks(item).map((child) => (
                  <SheetLink
                    key={child.href}
                    to={child.href}
                    current={isMenuLinkCurrent(child, pathname)}
                    onFollow={onFollow}
                  >
                    <ListItemText primary={t(child.title)} secondary={t(child.description)} />
                  </SheetLink>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        ) : (
          <SheetLink
            key={item.title}
            to={item.href}
            current={active}
            onFollow={onFollow}
            sx={{ px: 2, py: 1.5 }}
          >
            <ListItemText
              primary={t(item.title)}
              slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }}
            />
          </SheetLink>
        );
      })}
      <Button
        component={RouterLink}
        to="/giving"
        onClick={onFollow}
        variant="contained"
        color="secondary"
        fullWidth
        sx={{ mt: 2 }}
      >
        {t('shell.mobileMenu.giveNow')}
      </Button>
      {languageSwitch && <List sx={{ mt: 1 }}>{languageSwitch}</List>}
    </Box>
  );
}

/** Small screens: the menu is a side sheet with an accordion; tapping a link closes it. */
export function MobileNavigation({ languageSwitch }: { languageSwitch?: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Closing by a link tap sends focus to the new page's heading; closing by
  // Escape or the close button returns it to the menu button.
  const [followingLink, setFollowingLink] = useState(false);
  const sheetId = useId();
  const titleId = useId();
  const close = () => setOpen(false);
  const followLink = () => {
    setFollowingLink(true);
    setOpen(false);
  };

  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
      <IconButton
        color="inherit"
        aria-label={t('shell.mobileMenu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onClick={() => {
          setFollowingLink(false);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        disableRestoreFocus={followingLink}
        slotProps={{
          paper: {
            id: sheetId,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: 'min(320px, 88vw)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} variant="h4" component="h2" sx={{ flexGrow: 1 }}>
            {t('shell.mobileMenu.title')}
          </Typography>
          <IconButton aria-label={t('shell.mobileMenu.close')} onClick={close} edge="end">
            <Close />
          </IconButton>
        </Box>
        <SheetMenu onFollow={followLink} languageSwitch={languageSwitch} />
      </Drawer>
    </Box>
  );
}
