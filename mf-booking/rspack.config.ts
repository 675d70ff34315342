import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { createPublicRemoteConfig, type CliArgv, type ConfigFactory } from '../rspack.base';

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

/**
 * The date pickers also take `shouldForwardProp` from @mui/system, which
 * would bring a private copy of MUI's styling system: a small shim gives it
 * instead, for the date pickers only.
 */
const systemShim = path.join(import.meta.dirname, 'mui-shims', 'systemShouldForwardProp.ts');
const datePickersOnly: RuleSetRule = {
  issuer: /[\\/]node_modules[\\/]@mui[\\/]x-date-pickers[\\/]/,
  resolve: {
    alias: { '@mui/system$': systemShim, '@mui/system/createStyled$': systemShim },
  },
};

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

/** The browser's and the server's builds take the date pickers the same way, so both render alike. */
function withDatePickerShims(build: ConfigFactory): ConfigFactory {
  return (env: unknown, argv?: CliArgv): Configuration => {
    const config = build(env, argv);
    return {
      ...config,
      module: { ...config.module, rules: [...(config.module?.rules ?? []), datePickersOnly] },
    };
  };
}

// Event booking pages (/event/tickets, /booking-success, /check, /calendar),
// and the Upcoming Events widget that other remotes' pages mount.
export default createPublicRemoteConfig({ ...options, exposes }, withDatePickerShims);
