import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: migrations are SQL files in the repo, applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
