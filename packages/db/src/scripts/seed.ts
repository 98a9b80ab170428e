// npm run db:seed: migrates, then loads the demo data (once) as the server's first start would:
// rows into DATABASE_URL or DATA_DIR, file bytes into DATA_DIR/files, dated from today.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { createDatabase } from '../client';
import { storageRootIn } from '../paths';
import { hashPassword } from '../password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../seed';
import { databaseOptionsFromEnv, describeTarget } from './env';

async function main() {
  const options = databaseOptionsFromEnv();
  const db = await createDatabase(options);
  try {
    console.info(`seeding ${describeTarget(options)}`);
    await db.runMigrations();
    const started = Date.now();
    const referenceDate = new Date();
    const result = await seedDemoData(db.prisma, {
      hashPassword,
      referenceDate,
      writeFile: async (key, bytes) => {
        const target = join(storageRootIn(options.dataDir), key);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, bytes);
      },
    });
    if (!result.seeded) {
      console.info('demo data already present: nothing to do');
      return;
    }
    const summary = Object.entries(result.counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    console.info(`demo data loaded in ${Date.now() - started} ms: ${summary}`);
    console.info(`orders are dated in the 60 days before ${referenceDate.toISOString()}`);
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
