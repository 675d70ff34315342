import { useState } from 'react';
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
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { isNavItemActive, isNavLinkActive, MAIN_NAVIGATION } from '../lib/navigation';

/** Small screens: the menu is a side sheet with an accordion; tapping a link closes it. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: 300 } } }}
      >
        <Box component="nav" aria-label="Main" sx={{ p: 1 }}>
          {MAIN_NAVIGATION.map((item) =>
            item.children ? (
              <Accordion
                key={item.title}
                disableGutters
                elevation={0}
                defaultExpanded={isNavItemActive(item, pathname)}
              >
                <AccordionSummary expandIcon={<ExpandMore />}>{item.title}</AccordionSummary>
                <AccordionDetails sx={{ p: 0 }}>
                  <List dense disablePadding>
                    {item.children.map((child) => (
                      <ListItemButton
                        key={child.href}
                        component={RouterLink}
                        to={child.href}
                        onClick={close}
                        selected={isNavLinkActive(child.href, pathname)}
                        aria-current={isNavLinkActive(child.href, pathname) ? 'page' : undefined}
                      >
                        <ListItemText primary={child.title} secondary={child.description} />
                      </ListItemButton>
                    ))}
                  </List>
                </AccordionDetails>
              </Accordion>
            ) : (
              <ListItemButton
                key={item.title}
                component={RouterLink}
                to={item.href}
                onClick={close}
                selected={isNavLinkActive(item.href, pathname)}
                aria-current={isNavLinkActive(item.href, pathname) ? 'page' : undefined}
              >
                <ListItemText primary={item.title} />
              </ListItemButton>
            ),
          )}
          <Button
            component={RouterLink}
            to="/giving"
            onClick={close}
            variant="contained"
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
