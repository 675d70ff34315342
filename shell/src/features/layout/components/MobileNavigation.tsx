import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
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

/** Small screens: the menu is a side sheet with an accordion; tapping a link closes it. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false);
  // Closing by a link tap sends focus to the new page's heading; closing by
  // Escape or the close button returns it to the menu button.
  const [followingLink, setFollowingLink] = useState(false);
  const { pathname } = useLocation();
  // Sections open in the accordion; each opening of the sheet starts with
  // the current page's section open.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleSection = (title: string, open: boolean) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open) next.add(title);
      else next.delete(title);
      return next;
    });
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
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onClick={() => {
          setFollowingLink(false);
          setExpanded(
            new Set(
              MAIN_NAVIGATION.filter((item) => isNavItemActive(item, pathname)).map(
                (item) => item.title,
              ),
            ),
          );
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
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={close} edge="end">
            <Close />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Main" sx={{ px: 1, pb: 2 }}>
          {MAIN_NAVIGATION.map((item) => {
            const active = isNavItemActive(item, pathname);
            return item.children ? (
              <Accordion
                key={item.title}
                disableGutters
                elevation={0}
                expanded={expanded.has(item.title)}
                onChange={(_, isExpanded) => toggleSection(item.title, isExpanded)}
                sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMore />}
                  sx={{ px: 2, fontSize: '1rem', fontWeight: active ? 700 : 500 }}
                >
                  {item.title}
                </AccordionSummary>
                <AccordionDetails sx={{ p: 0, pl: 1 }}>
                  <List dense disablePadding>
                    {menuLinks(item).map((child) => {
                      const current = isMenuLinkCurrent(child, pathname);
                      return (
                        <ListItemButton
                          key={child.href}
                          component={RouterLink}
                          to={child.href}
                          onClick={followLink}
                          selected={current}
                          aria-current={current ? 'page' : undefined}
                        >
                          <ListItemText primary={child.title} secondary={child.description} />
                        </ListItemButton>
                      );
                    })}
                  </List>
                </AccordionDetails>
              </Accordion>
            ) : (
              <ListItemButton
                key={item.title}
                component={RouterLink}
                to={item.href}
                onClick={followLink}
                selected={active}
                aria-current={active ? 'page' : undefined}
                sx={{ px: 2, py: 1.5 }}
              >
                <ListItemText
                  primary={item.title}
                  slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }}
                />
              </ListItemButton>
            );
          })}
          <Button
            component={RouterLink}
            to="/giving"
            onClick={followLink}
            variant="contained"
            color="secondary"
            fullWidth
            sx={{ mt: 2 }}
          >
            Give Now
          </Button>
        </Box>
      </Drawer>
    </Box>
  );
}
