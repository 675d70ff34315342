/**
 * `npm start`: builds every app in production mode and serves the composed
 * site as separate deployments would: the API, the shell and each remote on
 * its own port. Ports and URLs come from the environment (site-server/src/siteConfig.ts).
 * Each remote also serves its published releases, and the shell follows the
 * live registry in RELEASES_DIR: `npm run deploy` and `npm run rollback`
 * switch a remote while this runs (docs/delivery.md).
 */
import {
  APPS,
  buildApps,
  demoAdminLoginOf,
  loadSiteConfig,
  ROOT,
  startStack,
  type AppName,
  type ConfigurationRefused,
} from '@parish/site-server';
import { Writable } from 'node:stream';
import { startMailCatcher } from './mail-catcher';

/** pino's level number for warn: below it, a request's line is shown only with API_LOGS=1. */
const PINO_WARN = 40;

/**
 * The site server's JSON log lines as this terminal shows them: warnings and
 * errors always, every request's line with API_LOGS=1 (as the API's).
 */
const siteLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      const level = (JSON.parse(line) as { level?: number }).level ?? PINO_WARN;
      if (process.env.API_LOGS === '1' || level >= PINO_WARN) console.info(`[site] ${line}`);
    }
    done();
  },
});

const apps = Object.keys(APPS) as AppName[];

async function main() {
  // Refused settings stop here, every reason shown, before minutes of building.
  const config = loadSiteConfig(process.env, ROOT);
  if (process.env.SKIP_BUILD !== '1') await buildApps();

  // Without a real SMTP server, every mail goes to a local catcher with a web inbox.
  const catcher = process.env.SMTP_URL ? null : await startMailCatcher();
  let demoLogin: string | null = null;
  let stopping = false;
  const stack = await startStack({
    apiEnv: catcher ? { SMTP_URL: catcher.smtpUrl } : {},
    ports: config.ports,
    baseUrls: config.baseUrls,
    releasesDir: config.releasesDir,
    trustedProxies: config.trustedProxies,
    logLevel: config.logLevel,
    logStream: siteLog,
    metricsToken: config.metricsToken,
    livestreamPlayerOrigin: config.livestreamPlayerOrigin,
    // The API refusing its configuration after a restart: said, and the site stops.
    onApiRefused: (refusal: ConfigurationRefused) => {
      console.error(`\n${refusal.message}`);
      if (!stopping) void stop(1);
    },
    onApiOutput: (line) => {
      // Shown once, below with the URLs: a generated password is in no log.
      const login = demoAdminLoginOf(line);
      if (login) {
        demoLogin = login;
        return;
      }
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
  console.info(`  Releases:      ${config.releasesDir} (npm run release / deploy / rollback)`);
  console.info(
    demoLogin
      ? `  Admin login:   ${stack.urls.shell}/login  →  ${demoLogin}`
      : '  Admin login:   create one with `npm run create-admin -w api`',
  );
  console.info('\nPress Ctrl+C to stop.');

  async function stop(code: number) {
    stopping = true;
    await stack.close();
    await catcher?.stop();
    process.exit(code);
  }
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
