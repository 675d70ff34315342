import { createTheme, type Theme } from '@mui/material';
import { COLOR_SCHEME_ATTRIBUTE, PAGE_COLORS } from './themeBoot';

/**
 * The one theme of the site. Both colour schemes are emitted as CSS
 * variables, so switching scheme never re-renders the tree and the scheme
 * chosen before first paint applies as soon as styles load.
 */
const createParishTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]` },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1d3557', contrastText: '#ffffff' },
          secondary: { main: '#8a5a00', contrastText: '#ffffff' },
          background: { default: PAGE_COLORS.light.background, paper: '#ffffff' },
          text: { primary: PAGE_COLORS.light.text, secondary: '#4b5563' },
          // MUI's light blue (#0288d1) carries white at 3.9:1 only: a filled
          // information notice must reach 4.5:1 (WCAG 1.4.3). This is 4.8:1.
          info: { main: '#0277bd' },
          // MUI's orange (#ed6c02) carries white at 3.0:1: a "Sold out" chip
          // must reach 4.5:1 (WCAG 1.4.3). This one is 5.0:1.
          warning: { main: '#b45309', contrastText: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#9cc3f0', contrastText: '#0b1624' },
          secondary: { main: '#f0c06a', contrastText: '#1f1400' },
          background: { default: PAGE_COLORS.dark.background, paper: '#18202a' },
          text: { primary: PAGE_COLORS.dark.text, secondary: '#b4bcc8' },
          // MUI's dark red (#f44336) is 4.46:1 on the paper: a field's error
          // message must reach 4.5:1 (WCAG 1.4.3). This one is 6.9:1, and
          // white on the filled alerts' darker shade stays above 4.5:1.
          error: { main: '#f28b82' },
          // Filled notices use the darker shade here, under white text: MUI's
          // (#388e3c, #0288d1) give 4.1:1 and 3.9:1; these give 5.1:1 and 4.8:1.
          success: { main: '#66bb6a', dark: '#2e7d32' },
          info: { main: '#29b6f6', dark: '#0277bd' },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      h1: { fontSize: '2.5rem', fontWeight: 700, fontFamily: 'Georgia, "Times New Roman", serif' },
      h2: { fontSize: '2rem', fontWeight: 700, fontFamily: 'Georgia, "Times New Roman", serif' },
      h3: { fontSize: '1.5rem', fontWeight: 600 },
      h4: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A visible keyboard focus ring in the colour of the text around it,
          // so it shows on the header's bar as well as on the page. Elements
          // only focused by script (tabindex -1: headings, the main region)
          // keep their own styles.
          'body *:focus-visible:not([tabindex="-1"])': {
            outline: '2px solid currentColor',
            outlineOffset: '2px',
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });

let theme: Theme | null = null;

/**
 * The site's theme, made on first use. Making it (both schemes' CSS
 * variables) is some 30 ms of a phone's CPU: made when this module loads, it
 * lengthened the long task that evaluates the site's scripts; the shell's
 * boot makes it in a task of its own (issue 28).
 */
export function parishTheme(): Theme {
  theme ??= createParishTheme();
  return theme;
}
