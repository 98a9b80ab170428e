import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { only } from '@backoffice/shared';

import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './bootstrap';
import { createDatabase, type Database, MEMORY_DATA_DIR } from './client';
import { verifyPassword } from './password';

describe('bootstrapAdmin', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createDatabase({ dataDir: MEMORY_DATA_DIR });
    await db.runMigrations();
  });
  beforeEach(async () => {
    await db.prisma.$executeRawUnsafe('TRUNCATE TABLE "users" CASCADE');
  });
  afterAll(async () => {
    await db.close();
  });

  it('creates exactly one active super administrator with a generated password, and only once', async () => {
    const result = await bootstrapAdmin(db.prisma);
    expect(result.created).toBe(true);
    if (!result.created) return;
    expect(result.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(result.generated).toBe(true);
    expect(result.password).toMatch(/^[A-Za-z0-9]{16}$/);

    const users = await db.prisma.user.findMany();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, systemRole: 3, status: 1, deletedAt: null });
    expect(await verifyPassword(only(users, 'user').passwordHash, result.password)).toBe(true);

    expect(await bootstrapAdmin(db.prisma)).toEqual({ created: false });
    expect(
      await bootstrapAdmin(db.prisma, { email: 'other@example.com', password: 'another-password' }),
    ).toEqual({
      created: false,
    });
    expect(await db.prisma.user.count()).toBe(1);
  });

  it('uses the given e-mail (lower-cased) and password', async () => {
    const result = await bootstrapAdmin(db.prisma, {
      email: ' Boss@Example.COM ',
      password: 'initial-secret',
    });
    expect(result).toEqual({
      created: true,
      email: 'boss@example.com',
      password: 'initial-secret',
      generated: false,
    });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: 'boss@example.com' } });
    expect(await verifyPassword(user.passwordHash, 'initial-secret')).toBe(true);
  });

  it('creates one administrator when called concurrently', async () => {
    const results = await Promise.all([
      bootstrapAdmin(db.prisma),
      bootstrapAdmin(db.prisma),
      bootstrapAdmin(db.prisma),
    ]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await db.prisma.user.count()).toBe(1);
  });

  it('does nothing when users already exist', async () => {
    await db.prisma.user.create({ data: { email: 'someone@example.com', passwordHash: 'x' } });
    expect(await bootstrapAdmin(db.prisma)).toEqual({ created: false });
    expect(await db.prisma.user.count({ where: { systemRole: 3 } })).toBe(0);
  });
});
