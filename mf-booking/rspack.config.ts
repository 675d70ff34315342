import {
  createPublicRemoteConfig,
  datePickerMuiAliases,
  withDatePickerShims,
} from '../rspack.base';

const exposes = {
  './routes': './src/app/routes.tsx',
  './widgets/UpcomingEvents': './src/features/upcoming-events/components/UpcomingEventsWidget.tsx',
};
// The calendar's date pickers take MUI from the shared instance (tooling/src/rspack/datePickers.ts).
const options = {
  name: 'booking',
  dirname: import.meta.dirname,
  alias: datePickerMuiAliases(),
} as const;

// Event booking pages (/event/tickets, /booking-success, /check, /calendar),
// and the Upcoming Events widget that other remotes' pages mount.
export default createPublicRemoteConfig({ ...options, exposes }, withDatePickerShims);
