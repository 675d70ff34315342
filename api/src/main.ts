/**
 * Starts the API: reads the environment, opens the database (PostgreSQL
 * with DATABASE_URL, else PGlite in PGLITE_DIR), applies migrations, seeds
 * the demo parish on first start, and listens until SIGINT or SIGTERM.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, DEFAULT_DEMO_ADMIN_PASSWORD, loadConfig } from './config';
import { createDatabase } from './db';
import { demoAdminHasDemoPassword, seedDemoData } from './db/seed';
import { seedDemoBlogPosts } from './features/blogs/seed';
import { seedDemoMassSeries } from './features/events/seed';
import { todayIn } from './lib/dates';
import { seedParishDetails } from './features/parish/seed';
import { seedDemoSermons } from './features/sermons/seed';
import { createStorage } from './storage';

const apiRoot = path.resolve(import.meta.dirname, '..');

async function main() {
  const config = loadConfig(process.env, { apiRoot });
  const database = await createDatabase(config);
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await database.close();
  };

  try {
    await database.migrate(config.paths.migrations);
    const storage = createStorage(config, database.db);
    if (config.seedDemoData) {
      await seedDemoData(database.db, config);
      await seedDemoSermons(database.db, storage);
      await seedDemoBlogPosts(database.db);
      await seedDemoMassSeries(database.db, todayIn(config.timeZone));
      await seedParishDetails(database.db);
    }
    app = await buildApp({ db: database.db, config, storage });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await close();
    throw error;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      console.warn(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    closing = true;
    app?.log.info(`${signal}: closing`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const where = database.driver === 'postgres' ? 'PostgreSQL' : `PGlite (${config.pgliteDir})`;
  console.info(`Database: ${where}`);
  if (await demoAdminHasDemoPassword(database.db, config)) {
    // Only the public default is printed: a password set in the environment stays out of logs.
    const password =
      config.demoAdmin.password === DEFAULT_DEMO_ADMIN_PASSWORD
        ? config.demoAdmin.password
        : '(the DEMO_ADMIN_PASSWORD you set)';
    console.info(`Demo admin login: ${config.demoAdmin.email} / ${password}`);
  }
  console.info(`API listening on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error instanceof Error ? error.message : error);
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
  }
  process.exit(1);
});
