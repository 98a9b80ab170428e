import { randomUUID } from 'node:crypto';

import { createDatabase, type Database, type PrismaClient } from '@backoffice/db';
import { SystemRole, UserStatus } from '@backoffice/shared';

import { personAccountSelect, type SessionCaller } from '../auth/caller';
import { defaultApiConfig } from '../config';
import { type PersonContext } from '../context';

/**
 * A migrated in-memory database for the services' own tests, beside each service: the HTTP suites
 * (apps/server/test) exercise the same use cases through the transports, on PGlite and PostgreSQL.
 */
export async function startServiceDatabase(): Promise<Database> {
  const database = await createDatabase({ dataDir: ':memory:' });
  await database.runMigrations();
  return database;
}

/** A person of a role, signed in: the context a service of a person's call receives. */
export async function personContext(
  prisma: PrismaClient,
  role: number = SystemRole.NoRole,
): Promise<PersonContext> {
  const account = await prisma.user.create({
    data: {
      email: `${randomUUID()}@example.test`,
      passwordHash: '!not-a-password',
      firstName: 'Service',
      lastName: 'Tester',
      systemRole: role,
      status: UserStatus.Active,
    },
    select: personAccountSelect,
  });
  const caller: SessionCaller = {
    kind: 'session',
    sessionId: randomUUID(),
    impersonatorSessionId: null,
    impersonatorUserId: null,
    secondFactorAt: null,
    account,
  };
  return {
    prisma,
    config: defaultApiConfig,
    caller,
    request: {
      ip: '192.0.2.10',
      userAgent: 'service test',
      sessionToken: null,
      apiKey: null,
      companyUuid: null,
    },
  };
}
