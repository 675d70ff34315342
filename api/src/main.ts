/**
 * Starts the API: reads the environment, opens the database (PostgreSQL
 * with DATABASE_URL, else PGlite in PGLITE_DIR), applies migrations, seeds
 * the demo parish on first start, and listens until SIGINT or SIGTERM.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type Database } from './db';
import { demoAdminPasswordState, seedDemoData } from './seed/seed';
import { seedDemoBlogPosts, seedParishDetails, seedDemoSermons } from './modules/content';
import { seedDemoMassSeries } from './modules/ticketing';
import { seedSchedule } from './modules/worship';
import { todayIn } from './lib/dates';
import { createStorage } from './storage';
import { usePseudoLocaleIfAsked } from './lib/pseudoLocale';

const apiRoot = path.resolve(import.meta.dirname, '..');

/**
 * What the start-up line shows for the demo owner's password: a generated
 * one this once (only its hash is kept); one set in the environment never;
 * null when there is nothing to say (no demo owner, or a changed password).
 */
async function demoPasswordShown(
  db: Database,
  config: Config,
  generated: string | null,
): Promise<string | null> {
  if (generated) {
    return `${generated} (generated, shown this once: keep it, or change it after signing in)`;
  }
  switch (await demoAdminPasswordState(db, config)) {
    case 'configured':
      return '(the DEMO_ADMIN_PASSWORD you set)';
    case 'shown-once':
      return '(the password shown at the first start)';
    case 'none':
      return null;
  }
}

async function main() {
  const config = loadConfig(process.env, { apiRoot });
  const database = await createDatabase(config);
  let app: FastifyInstance | undefined;
  /** The demo owner's password when this first start generated it: printed once, below. */
  let generatedPassword: string | null = null;
  const close = async () => {
    await app?.close();
    await database.close();
  };

  try {
    await database.migrate(config.paths.migrations);
    const storage = createStorage(config, database.db);
    if (config.seedDemoData) {
      ({ generatedPassword } = await seedDemoData(database.db, config));
      await seedDemoSermons(database.db, storage);
      await seedDemoBlogPosts(database.db);
      await seedDemoMassSeries(database.db, todayIn(config.timeZone));
      await seedParishDetails(database.db);
      await seedSchedule(database.db);
    }
    if (await usePseudoLocaleIfAsked(process.env)) {
      console.info('Pseudo-locale run: every language but English is pseudo-localized English');
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
  // `npm start` shows this line with the site's URLs.
  const password = await demoPasswordShown(database.db, config, generatedPassword);
  if (password) console.info(`Demo admin login: ${config.demoAdmin.email} / ${password}`);
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
