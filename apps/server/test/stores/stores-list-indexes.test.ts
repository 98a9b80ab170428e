import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The paged stores list searches store name and address with Prisma `contains` (ILIKE '%term%'),
 * served by the trigram GIN indexes of migration *_stores_list_search_indexes, and pages by priority
 * through the (priority, store_name) index. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let server: TestServer;
let token: string;
const ROWS = 6000;
const BATCH = 1000;
/** Only planted rows contain it: the generated names and addresses never hold q, w, x, y or z. */
const TERM = 'qxzwy';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function explain(sql: string, params: unknown[]): Promise<PlanNode> {
  const rows = await server.prisma.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    ...params,
  );
  const plan = defined(rows[0], 'rows[0]')['QUERY PLAN'];
  return defined(
    ((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[])[0],
    'the plan',
  ).Plan;
}

/** Index names read anywhere in the plan, with the kind of scan. */
function indexScans(node: PlanNode): string[] {
  const own = node['Index Name'] ? [`${node['Node Type']}:${node['Index Name']}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexScans)];
}

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn(SystemRole.Admin)).token;
  let seed = 7;
  const letters = (length: number) =>
    Array.from({ length }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return 'abcdefghijklmnoprstuv'[seed % 21];
    }).join('');
  for (let start = 0; start < ROWS; start += BATCH)
    await server.prisma.store.createMany({
      data: Array.from({ length: BATCH }, (_, index) => ({
        storeName: `Negozio ${letters(8)}`,
        address: `Via ${letters(9)} ${start + index}, ${letters(7)}`,
        latitude: 45,
        longitude: 9,
        priority: (start + index) % 500,
      })),
    });
  await server.prisma.store.createMany({
    data: [
      { storeName: `Punto ${TERM}`, address: 'Via Roma 1, Torino', latitude: 45, longitude: 7 },
      { storeName: 'Centro', address: `Corso ${TERM} 2, Milano`, latitude: 45, longitude: 9 },
    ],
  });
  // ANALYZE for the statistics, VACUUM to merge the GIN pending lists (see list-search-indexes.test.ts).
  await server.prisma.$executeRawUnsafe('VACUUM ANALYZE "stores"');
}, 120_000);
afterAll(() => server.close());

describe('indexes behind the paged stores list', () => {
  it('the name and address search reads both trigram indexes', async () => {
    const response = await server.request(`/api/admin/get-sales-points?page=1&search=${TERM}`, { token });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);

    // The SQL Prisma sends for one searched page (searchWhere of define-resource, default order).
    const plan = await explain(
      `SELECT "public"."stores"."id" FROM "public"."stores"
        WHERE (("public"."stores"."store_name" ILIKE ('%' || $1 || '%') OR "public"."stores"."address" ILIKE ('%' || $2 || '%')))
        ORDER BY "public"."stores"."priority" ASC, "public"."stores"."store_name" ASC, "public"."stores"."id" ASC
        LIMIT $3 OFFSET $4`,
      [TERM, TERM, 15, 0],
    );
    expect(indexScans(plan).sort()).toEqual([
      'Bitmap Index Scan:stores_address_trgm_idx',
      'Bitmap Index Scan:stores_store_name_trgm_idx',
    ]);
  });

  it('the first page by priority reads the (priority, store_name) index instead of sorting the table', async () => {
    const response = await server.request('/api/admin/get-sales-points?page=1', { token });
    expect(response.body.total).toBe(ROWS + 2);
    expect(response.body.data).toHaveLength(15);
    const plan = await explain(
      `SELECT "public"."stores"."id" FROM "public"."stores"
        ORDER BY "public"."stores"."priority" ASC, "public"."stores"."store_name" ASC, "public"."stores"."id" ASC
        LIMIT $1 OFFSET $2`,
      [15, 0],
    );
    expect(indexScans(plan)).toEqual(['Index Scan:stores_priority_store_name_idx']);
  });

  it('the first page by creation date reads the created_at index', async () => {
    const response = await server.request(
      '/api/admin/get-sales-points?page=1&sort=created_at&direction=desc',
      {
        token,
      },
    );
    expect(response.body.data).toHaveLength(15);
    const plan = await explain(
      `SELECT "public"."stores"."id" FROM "public"."stores"
        ORDER BY "public"."stores"."created_at" DESC, "public"."stores"."id" ASC LIMIT $1 OFFSET $2`,
      [15, 0],
    );
    expect(indexScans(plan)).toEqual(['Index Scan:stores_created_at_idx']);
  });
});
