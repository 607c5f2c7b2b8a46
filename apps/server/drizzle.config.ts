import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` writes a new migration into ./drizzle from the schema files.
// Migrations are committed and never edited once merged; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables in src/modules/<name>/<name>.schema.ts; a new module's are found by the glob.
  schema: './src/modules/*/*.schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
