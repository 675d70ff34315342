/**
 * The one bundler configuration every app's `rspack.config.ts` extends.
 *
 * The build and sharing policy lives in the tooling workspace
 * (`tooling/src/rspack/`): loaders, environment, the dev server, production
 * hashing and Module Federation. Every sharing decision is in its
 * `sharing.ts` (`SHARED_SINGLETONS`) and nowhere else; the names each trimmed
 * shared library keeps are in `usedExports.ts` (`npm run shared:exports`).
 *
 * - `createAppConfig(options)`: an app's browser build (`mf-admin`).
 * - `withServerBuild(browser, server)` with `createServerConfig(options)`:
 *   the shell, whose server build renders the public pages.
 * - `createPublicRemoteConfig(options, adjust?)`: a public remote, whose
 *   server build also exposes its pages' API reads.
 * - `withDatePickerShims` and `datePickerMuiAliases`: for an app whose date
 *   pickers take MUI from the shared instance.
 */
export {
  createAppConfig,
  createPublicRemoteConfig,
  createServerConfig,
  datePickerMuiAliases,
  htmlTemplate,
  SERVER_BUILD_DIR,
  USED_EXPORTS,
  withDatePickerShims,
  withServerBuild,
  type AppConfigOptions,
  type CliArgv,
  type ConfigFactory,
} from '@parish/tooling/rspack';
