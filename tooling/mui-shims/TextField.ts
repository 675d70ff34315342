// Bundler alias target (tooling/src/rspack/datePickers.ts): @mui/x-date-pickers' deep import of
// `@mui/material/TextField`, served by the shared @mui/material instance.
export { TextField as default } from '@mui/material';
export * from '@mui/material';
