// Bundler alias target (tooling/src/rspack/datePickers.ts): @mui/x-date-pickers' deep import of
// `@mui/material/List`, served by the shared @mui/material instance.
export { List as default } from '@mui/material';
export * from '@mui/material';
