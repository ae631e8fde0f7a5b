// drizzle-kit settings: `npm run db:generate` writes a new migration from changes to db/schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
});
