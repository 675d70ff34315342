/**
 * The bundler configuration every app's `rspack.config.ts` takes through the
 * root `rspack.base.ts`: loaders, environment, the dev server, production
 * hashing and Module Federation, with the one table of shared singletons
 * (sharing.ts).
 */
export { createAppConfig } from './appConfig';
export { SERVER_BUILD_DIR, type AppConfigOptions, type CliArgv, type ConfigFactory } from './build';
export { datePickerMuiAliases, withDatePickerShims } from './datePickers';
export { htmlTemplate } from './page';
export { createPublicRemoteConfig, createServerConfig, withServerBuild } from './serverConfig';
export { USED_EXPORTS } from './usedExports';
