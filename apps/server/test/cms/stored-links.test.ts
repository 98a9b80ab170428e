import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultMigrationsDir } from '@backoffice/db';

import { SAFE_LINKS, UNSAFE_LINKS } from '../../../../packages/shared/src/validation/link-samples';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MIGRATION = join(defaultMigrationsDir, '20261127044853_neutralise_unsafe_links', 'migration.sql');

/** The migration's statements, run again over rows written straight to the database. */
async function neutraliseStoredLinks() {
  const statements = readFileSync(MIGRATION, 'utf8')
    .replace(/^--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) await server.prisma.$executeRawUnsafe(statement);
}

describe('links stored before the link rule (migration neutralise_unsafe_links)', () => {
  it('empties the links the rule refuses and keeps the others', async () => {
    const samples = [...SAFE_LINKS, ...UNSAFE_LINKS];
    const { prisma } = server;
    const slides = await Promise.all(
      samples.map((link) => prisma.slide.create({ data: { title: 'Stored', link }, select: { id: true } })),
    );
    const groups = await Promise.all(
      samples.map((url) =>
        prisma.pageFaqUrlGroup.create({ data: { name: 'Stored', url }, select: { id: true } }),
      ),
    );
    const options = await Promise.all(
      samples.map((linkForButton, index) =>
        prisma.option.create({
          data: { name: `Stored ${index}`, price: '1', linkForButton },
          select: { id: true },
        }),
      ),
    );

    await neutraliseStoredLinks();

    const expected = samples.map((link) => ((SAFE_LINKS as readonly string[]).includes(link) ? link : ''));
    const byId = <T extends { id: string }>(rows: T[], ids: { id: string }[]) =>
      ids.map(({ id }) => rows.find((row) => row.id === id));
    expect(byId(await prisma.slide.findMany(), slides).map((row) => row?.link)).toEqual(expected);
    expect(byId(await prisma.pageFaqUrlGroup.findMany(), groups).map((row) => row?.url)).toEqual(expected);
    expect(byId(await prisma.option.findMany(), options).map((row) => row?.linkForButton)).toEqual(expected);
  });
});
