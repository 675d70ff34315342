import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { createAppConfig } from '../rspack.base';

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

const baseConfig = createAppConfig({
  name: 'booking',
  dirname: import.meta.dirname,
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/UpcomingEvents':
      './src/features/upcoming-events/components/UpcomingEventsWidget.tsx',
  },
});

// Event booking pages (/event/tickets, /booking-success, /check, /calendar),
// and the Upcoming Events widget that other remotes' pages mount.
export default (env: unknown, argv: Parameters<typeof baseConfig>[1]): Configuration => {
  const config = baseConfig(env, argv);
  const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
  for (const name of DATE_PICKER_MUI_IMPORTS) {
    alias[`@mui/material/${name}$`] = path.join(import.meta.dirname, 'mui-shims', `${name}.ts`);
  }
  const systemShim = path.join(import.meta.dirname, 'mui-shims', 'systemShouldForwardProp.ts');
  const datePickersOnly: RuleSetRule = {
    issuer: /[\\/]node_modules[\\/]@mui[\\/]x-date-pickers[\\/]/,
    resolve: {
      alias: { '@mui/system$': systemShim, '@mui/system/createStyled$': systemShim },
    },
  };
  return {
    ...config,
    resolve: { ...config.resolve, alias },
    module: { ...config.module, rules: [...(config.module?.rules ?? []), datePickersOnly] },
  };
};
