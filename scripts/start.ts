/**
 * `npm start`: builds every app in production mode and serves the composed
 * site as separate deployments would: the API, the shell and each remote on
 * its own port. Ports and URLs come from the environment (see topology.ts).
 * Each remote also serves its published releases, and the shell follows the
 * live registry in RELEASES_DIR: `npm run deploy` and `npm run rollback`
 * switch a remote while this runs (docs/delivery.md).
 */
import { releasesDir } from './lib/releases';
import { startMailCatcher } from './mail-catcher';
import { buildApps, startStack } from './lib/stack';
import { APPS, apiPort, appBaseUrl, appPort, type AppName } from './topology';

const apps = Object.keys(APPS) as AppName[];

async function main() {
  if (process.env.SKIP_BUILD !== '1') await buildApps();

  // Without a real SMTP server, every mail goes to a local catcher with a web inbox.
  const catcher = process.env.SMTP_URL ? null : await startMailCatcher();
  let demoLogin: string | null = null;
  const stack = await startStack({
    apiEnv: catcher ? { SMTP_URL: catcher.smtpUrl } : {},
    ports: {
      api: apiPort(),
      ...(Object.fromEntries(apps.map((app) => [app, appPort(app)])) as Record<AppName, number>),
    },
    baseUrls: Object.fromEntries(apps.map((app) => [app, appBaseUrl(app)])),
    releasesDir: releasesDir(),
    onApiOutput: (line) => {
      const match = /Demo admin login: (.+)$/.exec(line);
      if (match?.[1]) demoLogin = match[1];
      if (process.env.API_LOGS === '1' || /error|warn/i.test(line)) console.info(`[api] ${line}`);
    },
  });

  console.info('\n✔ The parish site is running');
  console.info(`  Site:          ${stack.urls.shell}`);
  for (const app of apps.filter((name) => name !== 'shell')) {
    console.info(`  ${`${APPS[app].dir}:`.padEnd(14)} ${stack.urls[app]} (standalone)`);
  }
  console.info(`  API:           ${stack.urls.api} (for example ${stack.urls.api}/api/events/)`);
  console.info(
    catcher
      ? `  Mail:          ${catcher.webUrl} (every mail the site sends; set SMTP_URL to send for real)`
      : `  Mail:          sent through SMTP_URL`,
  );
  console.info(`  Releases:      ${releasesDir()} (npm run release / deploy / rollback)`);
  console.info(
    demoLogin
      ? `  Admin login:   ${stack.urls.shell}/login  →  ${demoLogin}`
      : '  Admin login:   create one with `npm run create-admin -w api`',
  );
  console.info('\nPress Ctrl+C to stop.');

  const stop = async () => {
    await stack.close();
    await catcher?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
