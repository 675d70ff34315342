// Bundler alias target (rspack.date-pickers.ts): @mui/x-date-pickers' deep import of
// `@mui/material/useMediaQuery`, served by the shared @mui/material instance.
export { useMediaQuery as default } from '@mui/material';
