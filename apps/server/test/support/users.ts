import { randomUUID } from 'node:crypto';

import { hashPassword, type PrismaClient } from '@backoffice/db';
import { SystemRole, UserStatus } from '@backoffice/shared';

/** What a test may choose of a user it creates; the rest is made up, unique per call. */
export interface TestUserInput {
  role?: number;
  status?: number;
  email?: string;
  password?: string;
}

/**
 * Creates users directly in the database, numbered per server: `label` starts their e-mail and names
 * them (`user3.…@example.test`, 'Test User3'), so a test's users are told apart from other suites'.
 */
export function testUserFactory(
  prisma: PrismaClient,
  defaults: { password: string; label: string; firstName: string; secondName: string },
) {
  let counter = 0;
  return async (input: TestUserInput = {}) => {
    counter += 1;
    const email = input.email ?? `${defaults.label}${counter}.${randomUUID().slice(0, 8)}@example.test`;
    const password = input.password ?? defaults.password;
    const user = await prisma.user.create({
      data: {
        email,
        passwordHash: await hashPassword(password),
        firstName: defaults.firstName,
        lastName: `${defaults.label.charAt(0).toUpperCase()}${defaults.label.slice(1)}${counter}`,
        secondName: defaults.secondName,
        systemRole: input.role ?? SystemRole.NoRole,
        status: input.status ?? UserStatus.Active,
      },
    });
    return { id: user.id, email, password };
  };
}
