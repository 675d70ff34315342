import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new SQL migration to drizzle/ after a
// change to src/db/schema.ts. The API applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
