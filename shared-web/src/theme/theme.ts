import { createTheme } from '@mui/material';

/** localStorage key of the visitor's theme preference: 'light', 'dark' or 'system'. */
export const THEME_MODE_STORAGE_KEY = 'parish-theme-mode';
/** Attribute on <html> carrying the applied scheme; also set before first paint by the page template. */
const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/**
 * The one theme of the site. Both colour schemes are emitted as CSS
 * variables, so switching scheme never re-renders the tree and the scheme
 * chosen before first paint applies as soon as styles load.
 */
export const parishTheme = createTheme({
  cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]` },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1d3557', contrastText: '#ffffff' },
        secondary: { main: '#8a5a00', contrastText: '#ffffff' },
        background: { default: '#fbf8f3', paper: '#ffffff' },
        text: { primary: '#1f2933', secondary: '#4b5563' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#9cc3f0', contrastText: '#0b1624' },
        secondary: { main: '#f0c06a', contrastText: '#1f1400' },
        background: { default: '#11161d', paper: '#18202a' },
        text: { primary: '#e6e9ee', secondary: '#b4bcc8' },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    h1: { fontSize: '2.5rem', fontWeight: 700, fontFamily: 'Georgia, "Times New Roman", serif' },
    h2: { fontSize: '2rem', fontWeight: 700, fontFamily: 'Georgia, "Times New Roman", serif' },
    h3: { fontSize: '1.5rem', fontWeight: 600 },
    h4: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
