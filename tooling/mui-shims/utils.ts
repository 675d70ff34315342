// Bundler alias target (tooling/src/rspack/datePickers.ts): @mui/x-date-pickers' deep import of
// `@mui/material/utils`, served by the shared @mui/material instance (its root
// re-exports every name of `utils`).
export * from '@mui/material';
