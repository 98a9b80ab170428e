// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the PGlite in DATA_DIR.
import { createDatabase } from '../client';
import { databaseOptionsFromEnv, describeTarget } from './env';

async function main() {
  const options = databaseOptionsFromEnv();
  const db = await createDatabase({ ...options, migrationLog: (message) => console.info(message) });
  try {
    console.info(`migrating ${describeTarget(options)}`);
    const { applied } = await db.runMigrations();
    console.info(applied.length ? `applied ${applied.length} migration(s)` : 'database is up to date');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
