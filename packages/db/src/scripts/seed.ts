// npm run db:seed: migrates, then loads the deterministic demo data (once) into DATABASE_URL or DATA_DIR.
import { createDatabase } from '../client';
import { hashPassword } from '../password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SEED_REFERENCE_DATE, seedDemoData } from '../seed';
import { databaseOptionsFromEnv, describeTarget } from './env';

async function main() {
  const options = databaseOptionsFromEnv();
  const db = await createDatabase(options);
  try {
    console.info(`seeding ${describeTarget(options)}`);
    await db.runMigrations();
    const started = Date.now();
    const result = await seedDemoData(db.prisma, { hashPassword });
    if (!result.seeded) {
      console.info('demo data already present: nothing to do');
      return;
    }
    const summary = Object.entries(result.counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    console.info(`demo data loaded in ${Date.now() - started} ms: ${summary}`);
    console.info(`orders are dated in the 60 days before ${SEED_REFERENCE_DATE.toISOString()}`);
    console.info(
      `demo accounts (password '${DEMO_PASSWORD}'): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
