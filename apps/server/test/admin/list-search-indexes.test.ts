import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The lists' substring searches (Prisma `contains`, i.e. ILIKE/LIKE '%term%', which no B-tree can serve)
 * are served by the pg_trgm GIN indexes of migration *_list_search_trigram_indexes: with a few thousand
 * rows the planner answers them with Bitmap Index Scans on those indexes. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. Without the indexes these plans are sequential scans and the test fails.
 */
let server: TestServer;
let admin: Awaited<ReturnType<TestServer['signIn']>>;
let owner: Awaited<ReturnType<TestServer['signIn']>>;

const ROWS = 5000;
/**
 * Rows per createMany: small enough for one INSERT (a larger one is split by Prisma into statements
 * it sends concurrently on one transaction's connection, which node-postgres warns about).
 */
const BATCH = 1000;
/** The searched word; the generated text never contains q, w, x, y or z, so only planted rows match. */
const TERM = 'qxzwy';

/** Deterministic pseudo-random text (mulberry32), so every run plans the same data. */
function randomText(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    letters: (length: number) =>
      Array.from({ length }, () => 'abcdefghijklmnoprstuv'[Math.floor(next() * 21)]).join(''),
    digits: (length: number) => Array.from({ length }, () => Math.floor(next() * 10)).join(''),
  };
}
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** `EXPLAIN (FORMAT JSON)` of a query as the list sends it, with its parameters. */
async function explain(sql: string, params: unknown[]): Promise<PlanNode> {
  const rows = await server.prisma.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    ...params,
  );
  const plan = defined(rows[0], 'rows[0]')['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return defined(parsed[0], 'parsed[0]').Plan;
}

/** The indexes read by Bitmap Index Scans anywhere in the plan. */
function bitmapIndexScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Bitmap Index Scan' && node['Index Name'] ? [node['Index Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(bitmapIndexScans)];
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn(SystemRole.Admin);
  owner = await server.signIn(SystemRole.NoRole);

  const users = randomText(1);
  for (let start = 0; start < ROWS; start += BATCH) {
    await server.prisma.user.createMany({
      data: Array.from({ length: BATCH }, (_, index) => ({
        email: `${users.letters(10)}.${start + index}@example.test`,
        passwordHash: 'x',
        firstName: capitalized(users.letters(7)),
        lastName: capitalized(users.letters(9)),
      })),
    });
  }
  // Three users to find, one through each searched column.
  await server.prisma.user.createMany({
    data: [
      { email: 'planted.first@example.test', passwordHash: 'x', firstName: `Anna${TERM}`, lastName: 'Rossi' },
      {
        email: 'planted.last@example.test',
        passwordHash: 'x',
        firstName: 'Bruno',
        lastName: `Bianchi${TERM}`,
      },
      { email: `planted.${TERM}@example.test`, passwordHash: 'x', firstName: 'Carla', lastName: 'Verdi' },
    ],
  });

  // Companies of one owner (the caller of the company module's own list).
  const companies = randomText(2);
  for (let start = 0; start < ROWS; start += BATCH) {
    await server.prisma.company.createMany({
      data: Array.from({ length: BATCH }, () => ({
        name: capitalized(companies.letters(12)),
        officialName: `OOO ${capitalized(companies.letters(10))}`,
        inn: companies.digits(10),
        ogrn: companies.digits(13),
        ceoFullName: `${capitalized(companies.letters(6))} ${capitalized(companies.letters(8))}`,
        bankName: `Bank ${capitalized(companies.letters(8))}`,
        bik: companies.digits(9),
        bankRs: companies.digits(20),
        ownerUserId: owner.user.id,
      })),
    });
  }
  await server.prisma.company.createMany({
    data: [
      { name: `Trasporti ${TERM}`, ownerUserId: owner.user.id },
      { name: 'Officina', ceoFullName: `Mario ${TERM}`, ownerUserId: owner.user.id },
    ],
  });

  // ANALYZE for the statistics; VACUUM because rows inserted after a GIN index was built wait in its
  // pending list (fastupdate), which the planner charges as a full read on every search until a
  // vacuum (autovacuum on a live server) merges it into the index. After ANALYZE alone, PGlite and
  // PostgreSQL both still plan the ORed searches (users, admin companies) as sequential scans at this
  // size; after the vacuum they choose the trigram indexes by themselves, so nothing is forced (no
  // `SET enable_seqscan = off`).
  await server.prisma.$executeRawUnsafe('VACUUM ANALYZE "users"');
  await server.prisma.$executeRawUnsafe('VACUUM ANALYZE "companies"');
}, 120_000);
afterAll(() => server.close());

describe('trigram indexes behind the lists’ substring searches', () => {
  it('GET /api/admin/get-users: first name, last name and email searches read their trigram indexes', async () => {
    const response = await server.request(`/api/admin/get-users?search=${TERM.toUpperCase()}`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);

    // The SQL Prisma 7.10 sends for the list (userSearchWhere, default sort, first page).
    const plan = await explain(
      `SELECT "public"."users"."id" FROM "public"."users"
        WHERE ("public"."users"."status" <> $1 AND ("public"."users"."first_name" ILIKE ('%' || $2 || '%')
           OR "public"."users"."last_name" ILIKE ('%' || $3 || '%') OR "public"."users"."email" ILIKE ('%' || $4 || '%')))
        ORDER BY "public"."users"."last_name" ASC, "public"."users"."first_name" ASC, "public"."users"."id" ASC
        LIMIT $5 OFFSET $6`,
      [4, TERM, TERM, TERM, 20, 0],
    );
    expect(bitmapIndexScans(plan).sort()).toEqual([
      'users_email_trgm_idx',
      'users_first_name_trgm_idx',
      'users_last_name_trgm_idx',
    ]);
  });

  it('POST /api/admin/get-companies: all eight searched columns read their trigram indexes', async () => {
    const response = await server.request('/api/admin/get-companies', {
      token: admin.token,
      body: { limit: '100', offset: '0', search: TERM },
    });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);

    // The SQL Prisma 7.10 sends for the admin list (companySearchWhere: ILIKE on the names, LIKE on the numbers).
    const plan = await explain(
      `SELECT "public"."companies"."id" FROM "public"."companies"
        WHERE ("public"."companies"."deleted_at" IS NULL AND "public"."companies"."status" <> $1
          AND ("public"."companies"."name" ILIKE ('%' || $2 || '%')
            OR "public"."companies"."official_name" ILIKE ('%' || $3 || '%')
            OR "public"."companies"."inn"::text LIKE ('%' || $4 || '%')
            OR "public"."companies"."ogrn"::text LIKE ('%' || $5 || '%')
            OR "public"."companies"."ceo_full_name" ILIKE ('%' || $6 || '%')
            OR "public"."companies"."bank_name" ILIKE ('%' || $7 || '%')
            OR "public"."companies"."bik"::text LIKE ('%' || $8 || '%')
            OR "public"."companies"."bank_rs"::text LIKE ('%' || $9 || '%')))
        ORDER BY "public"."companies"."id" ASC, "public"."companies"."id" ASC LIMIT $10 OFFSET $11`,
      [3, TERM, TERM, TERM, TERM, TERM, TERM, TERM, TERM, 100, 0],
    );
    expect(bitmapIndexScans(plan).sort()).toEqual([
      'companies_bank_name_trgm_idx',
      'companies_bank_rs_trgm_idx',
      'companies_bik_trgm_idx',
      'companies_ceo_full_name_trgm_idx',
      'companies_inn_trgm_idx',
      'companies_name_trgm_idx',
      'companies_official_name_trgm_idx',
      'companies_ogrn_trgm_idx',
    ]);
  });

  it('GET /api/company/get-list: the name search reads the name trigram index', async () => {
    const response = await server.request(`/api/company/get-list?search=${TERM}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(1);

    // The SQL Prisma 7.10 sends for the caller's companies (owned or employed), searched by name.
    const plan = await explain(
      `SELECT "public"."companies"."id", "public"."companies"."uuid", "public"."companies"."name", "public"."companies"."status"
         FROM "public"."companies"
        WHERE ("public"."companies"."deleted_at" IS NULL AND "public"."companies"."status" <> $1
          AND ("public"."companies"."owner_user_id" = $2 OR EXISTS(SELECT "t0"."company_id" FROM "public"."employees" AS "t0"
                WHERE ("t0"."user_id" = $3 AND "t0"."status" = $4 AND ("public"."companies"."id") = ("t0"."company_id")
                  AND "t0"."company_id" IS NOT NULL)))
          AND "public"."companies"."name" ILIKE ('%' || $5 || '%'))
        ORDER BY "public"."companies"."id" ASC, "public"."companies"."id" ASC LIMIT $6 OFFSET $7`,
      [3, owner.user.id, owner.user.id, 1, TERM, 100, 0],
    );
    expect(bitmapIndexScans(plan)).toEqual(['companies_name_trgm_idx']);
  });
});
