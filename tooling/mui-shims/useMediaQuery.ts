// Bundler alias target (tooling/src/rspack/datePickers.ts): @mui/x-date-pickers' deep import of
// `@mui/material/useMediaQuery`, served by the shared @mui/material instance.
export { useMediaQuery as default } from '@mui/material';
