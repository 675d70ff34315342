import { createAppConfig } from '../rspack.base';
import { datePickerMuiAliases, withDatePickerShims } from '../rspack.date-pickers';

// The administrators' back-office (/admin, /super-admin and the admin forms).
// Its date fields' pickers take MUI from the shared instance (rspack.date-pickers.ts).
export default withDatePickerShims(
  createAppConfig({
    name: 'admin',
    dirname: import.meta.dirname,
    exposes: { './routes': './src/app/routes.tsx' },
    alias: datePickerMuiAliases(),
  }),
);
