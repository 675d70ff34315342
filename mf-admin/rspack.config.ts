import { createAppConfig, datePickerMuiAliases, withDatePickerShims } from '../rspack.base';

// The administrators' back-office (/admin, /super-admin and the admin forms).
// Its date fields' pickers take MUI from the shared instance (tooling/src/rspack/datePickers.ts).
export default withDatePickerShims(
  createAppConfig({
    name: 'admin',
    dirname: import.meta.dirname,
    exposes: { './routes': './src/app/routes.tsx' },
    alias: datePickerMuiAliases(),
  }),
);
