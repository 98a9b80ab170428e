// Seeds the users list for `npm run bench`: one super administrator to sign in with and `count`
// staff accounts with varied names, on PGlite (a data folder) or a PostgreSQL database.
//   npx tsx tooling/scripts/bench-seed-users.mts <dataDir|postgres://url> <count> <password>
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createDatabase, hashPassword } from '@backoffice/db';

const [target = '', countText = '5000', password = 'bench-password-1'] = process.argv.slice(2);
const isUrl = /^postgres(ql)?:\/\//.test(target);
const scratch = mkdtempSync(join(tmpdir(), 'backoffice-bench-seed-'));
const database = await createDatabase(
  isUrl ? { databaseUrl: target, dataDir: scratch } : { dataDir: target },
);
try {
  await database.runMigrations();
  const passwordHash = await hashPassword(password);
  const firstNames = [
    'Mario',
    'Giulia',
    'Marco',
    'Anna',
    'Luca',
    'Sara',
    'Marta',
    'Paolo',
    'Elena',
    'Matteo',
  ];
  const lastNames = [
    'Rossi',
    'Bianchi',
    'Romano',
    'Colombo',
    'Ricci',
    'Marino',
    'Greco',
    'Bruno',
    'Gallo',
    'Conti',
  ];
  await database.prisma.user.create({
    data: {
      email: 'bench@example.com',
      passwordHash,
      firstName: 'Bench',
      lastName: 'Admin',
      systemRole: 3,
      status: 1,
    },
  });
  const count = Number(countText);
  for (let start = 0; start < count; start += 1000) {
    const rows = [];
    for (let index = start; index < Math.min(count, start + 1000); index += 1) {
      rows.push({
        email: `staff${index}@bench.example.com`,
        passwordHash,
        firstName: `${firstNames[index % 10]}${index % 7 === 0 ? 'a' : ''}`,
        lastName: `${lastNames[Math.floor(index / 10) % 10]}${index}`,
        systemRole: index % 4,
        status: index % 5 === 0 ? 0 : 1,
      });
    }
    await database.prisma.user.createMany({ data: rows });
  }
} finally {
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
