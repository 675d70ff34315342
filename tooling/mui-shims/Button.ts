// Bundler alias target (tooling/src/rspack/datePickers.ts): @mui/x-date-pickers' deep import of
// `@mui/material/Button`, served by the shared @mui/material instance.
export { Button as default } from '@mui/material';
export * from '@mui/material';
