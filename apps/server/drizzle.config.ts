import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` writes a new migration into ./drizzle from the schema files.
// Migrations are committed and never edited once merged; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
