/**
 * The public site built as one app with no Module Federation: the shell's
 * production configuration (same loaders, aliases and minifier) with the
 * federation plugin removed, and the shell's remote loader replaced by
 * direct imports of each remote's `./routes`. Only for measuring how close
 * the federated site comes to it (`npm run report:weight`).
 *
 *   rspack build -c scripts/weight/rspack.single.ts --mode production
 */
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import shellConfig from '../../shell/rspack.config';
import bookingConfig from '../../mf-booking/rspack.config';
import { htmlTemplate } from '../../rspack.base';
import { SITE_NAME } from '@parish/shared-types/shell-document';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the build goes (e2e/src/support/singleBundle.ts reads it from there). */
export const SINGLE_BUNDLE_DIR = path.join(ROOT, 'dist-single');

const FEDERATION_MODULE = /[\\/]shell[\\/]src[\\/]features[\\/]remotes[\\/]lib[\\/]federation\.ts$/;

export default (env: unknown, argv: { mode?: 'production' }): Configuration => {
  // The browser builds only (production configs also list the server build).
  const [shell] = [shellConfig(env, { ...argv, mode: 'production' })].flat();
  const [booking] = [bookingConfig(env, { ...argv, mode: 'production' })].flat();
  if (!shell || !booking) throw new Error('no browser build configuration');
  // No federation, and a page without the shell's remotes.json preload.
  const dropped = new Set(['ModuleFederationPlugin', 'HtmlRspackPlugin']);
  const plugins = (shell.plugins ?? []).filter(
    (plugin) => plugin && !dropped.has((plugin as RspackPluginInstance).constructor.name),
  );
  return {
    ...shell,
    // The shell's bootstrap, without index.ts's early remote download.
    entry: { main: './src/app/bootstrap.tsx' },
    output: { ...shell.output, path: SINGLE_BUNDLE_DIR, uniqueName: 'parish_single' },
    resolve: {
      ...shell.resolve,
      alias: {
        ...(booking.resolve?.alias as Record<string, string>),
        'parish-single/remote-unavailable$': path.join(
          ROOT,
          'shell/src/features/remotes/lib/remoteUnavailable.ts',
        ),
        'parish-single/content/routes$': path.join(ROOT, 'mf-content/src/app/routes.tsx'),
        'parish-single/commerce/routes$': path.join(ROOT, 'mf-commerce/src/app/routes.tsx'),
        'parish-single/booking/routes$': path.join(ROOT, 'mf-booking/src/app/routes.tsx'),
        'parish-single/admin/routes$': path.join(ROOT, 'mf-admin/src/app/routes.tsx'),
        'parish-single/booking/widgets/UpcomingEvents$': path.join(
          ROOT,
          'mf-booking/src/features/upcoming-events/components/UpcomingEventsWidget.tsx',
        ),
      },
    },
    plugins: [
      ...plugins,
      new rspack.HtmlRspackPlugin({
        templateContent: htmlTemplate(SITE_NAME),
        inject: 'body',
        scriptLoading: 'defer',
        publicPath: '/',
      }),
      new rspack.NormalModuleReplacementPlugin(/federation$/, (resource) => {
        const resolved = path.resolve(resource.context, `${resource.request}.ts`);
        if (FEDERATION_MODULE.test(resolved)) {
          resource.request = path.join(import.meta.dirname, 'singleBundleRemotes.ts');
        }
      }),
    ],
  };
};
