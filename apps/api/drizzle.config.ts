// drizzle-kit configuration: `npx nx run api:db:generate` (run from the workspace root) writes the
// SQL migration for the schema in src/db/schema/ into src/db/migrations/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/*.ts',
  out: './apps/api/src/db/migrations',
  strict: true,
});
