import path from 'node:path';
import {
  createAppConfig,
  createServerConfig,
  SERVER_EXPOSES,
  withServerBuild,
} from '../rspack.base';

/**
 * The parts of @mui/material that @mui/x-date-pickers imports by deep path
 * on the calendar page. Each would otherwise bundle a private copy of MUI
 * (about 30 kB gzip, and blind to the site theme's default props); these
 * aliases point them at the shared instance, as rspack.base.ts does for
 * icons.
 */
const DATE_PICKER_MUI_IMPORTS = [
  'ButtonBase',
  'Fade',
  'IconButton',
  'Skeleton',
  'Typography',
  'useMediaQuery',
  'styles',
  'utils',
];

const exposes = {
  './routes': './src/app/routes.tsx',
  './widgets/UpcomingEvents': './src/features/upcoming-events/components/UpcomingEventsWidget.tsx',
};
const options = {
  name: 'booking',
  dirname: import.meta.dirname,
  alias: Object.fromEntries(
    DATE_PICKER_MUI_IMPORTS.map((name) => [
      `@mui/material/${name}$`,
      path.join(import.meta.dirname, 'mui-shims', `${name}.ts`),
    ]),
  ),
} as const;

// Event booking pages (/event/tickets, /booking-success, /check, /calendar),
// and the Upcoming Events widget that other remotes' pages mount.
export default withServerBuild(
  createAppConfig({ ...options, exposes }),
  createServerConfig({ ...options, exposes: { ...exposes, ...SERVER_EXPOSES } }),
);
