import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';

const QUICK_LINKS = [
  { title: 'About Us', href: '/about' },
  { title: 'Events', href: '/events' },
  { title: 'Ministries', href: '/ministries' },
  { title: 'Calendar', href: '/calendar' },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 8, py: 6 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h4" component="h2" gutterBottom>
              Holy Trinity Ecumenical Catholic Church
            </Typography>
            <Stack spacing={0.5}>
              <Link href="https://maps.google.com/?q=123+Church+Street" color="inherit">
                123 Church Street, Springfield
              </Link>
              <Link href="tel:+15555550100" color="inherit">
                (555) 555-0100
              </Link>
              <Link href="mailto:office@holytrinity.example" color="inherit">
                office@holytrinity.example
              </Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h4" component="h2" gutterBottom>
              Quick Links
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <Link component={RouterLink} to={link.href} color="inherit">
                    {link.title}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h4" component="h2" gutterBottom>
              Parish Office
            </Typography>
            <Typography color="text.secondary">Monday to Friday, 9:00 AM to 4:00 PM</Typography>
            <Link
              component={RouterLink}
              to="/login"
              color="inherit"
              sx={{ display: 'inline-block', mt: 2 }}
            >
              Staff login
            </Link>
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          © {year} Holy Trinity Ecumenical Catholic Church. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
