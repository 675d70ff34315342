import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import type { CliArgv, ConfigFactory } from './build';

/**
 * MUI X's date pickers import parts of @mui/material by deep path
 * (`@mui/material/Popper`). Each would otherwise bundle a private copy of
 * MUI (about 30 kB gzip, and blind to the site theme's default props): the
 * shims in `tooling/mui-shims`, one per deep path the pickers use, point
 * them at the shared instance, as tooling/src/rspack/ does for icons. For the
 * apps that draw a picker: mf-booking's calendar, and mf-admin's date
 * fields (`@parish/shared-web/date-fields`).
 */
export const MUI_SHIMS_DIR = path.join(import.meta.dirname, '..', '..', 'mui-shims');

const SYSTEM_SHIM = 'systemShouldForwardProp.ts';

/** `@mui/material/<Name>$` → its shim, for every shim there is. */
export function datePickerMuiAliases(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(MUI_SHIMS_DIR)
      .filter((file) => file.endsWith('.ts') && file !== SYSTEM_SHIM)
      .map((file) => [
        `@mui/material/${file.replace(/\.ts$/, '')}$`,
        path.join(MUI_SHIMS_DIR, file),
      ]),
  );
}

/**
 * The date pickers also take `shouldForwardProp` from @mui/system, which
 * would bring a private copy of MUI's styling system: a small shim gives it
 * instead, for the date pickers only.
 */
const systemShim = path.join(MUI_SHIMS_DIR, SYSTEM_SHIM);
const datePickersOnly: RuleSetRule = {
  issuer: /[\\/]node_modules[\\/]@mui[\\/]x-date-pickers[\\/]/,
  resolve: {
    alias: { '@mui/system$': systemShim, '@mui/system/createStyled$': systemShim },
  },
};

/** A build (the browser's or the server's) that takes the date pickers through the shims. */
export function withDatePickerShims(build: ConfigFactory): ConfigFactory {
  return (env: unknown, argv?: CliArgv): Configuration => {
    const config = build(env, argv);
    return {
      ...config,
      module: { ...config.module, rules: [...(config.module?.rules ?? []), datePickersOnly] },
    };
  };
}
