import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new SQL migration to drizzle/ after a
// change to a table: the core's in src/db/tables.ts, each module's in its
// tables.ts. One migration history for all; the API applies it at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/tables.ts', './src/modules/*/tables.ts'],
  out: './drizzle',
});
