/**
 * `npm start`: builds every app in production mode and serves the composed
 * site as separate deployments would: the API, the shell and each remote on
 * its own port. Ports and URLs come from the environment (see topology.ts).
 */
import { buildApps, startStack } from './lib/stack';
import { APPS, apiPort, appOrigin, appPort, type AppName } from './topology';

const apps = Object.keys(APPS) as AppName[];

async function main() {
  if (process.env.SKIP_BUILD !== '1') await buildApps();

  let demoLogin: string | null = null;
  const stack = await startStack({
    ports: {
      api: apiPort(),
      ...(Object.fromEntries(apps.map((app) => [app, appPort(app)])) as Record<AppName, number>),
    },
    origins: Object.fromEntries(apps.map((app) => [app, appOrigin(app)])),
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
    demoLogin
      ? `  Admin login:   ${stack.urls.shell}/login  →  ${demoLogin}`
      : '  Admin login:   create one with `npm run create-admin -w api`',
  );
  console.info('\nPress Ctrl+C to stop.');

  const stop = async () => {
    await stack.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  stack.apiProcess.once('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`The API stopped unexpectedly (exit ${code}).`);
      void stack.close().then(() => process.exit(1));
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
