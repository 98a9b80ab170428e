import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The palette's search over tRPC (GET /trpc/search.global). */
async function search(token: string | null, input: unknown) {
  const query = encodeURIComponent(JSON.stringify(input));
  return server.request(`/trpc/search.global?input=${query}`, { method: 'GET', token });
}

describe('search.global (command palette)', () => {
  it('finds users by email or name and companies by name, with the screens they open', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const target = await server.createUser({ email: 'palette-target@example.com' });
    await server.prisma.user.update({
      where: { id: target.id },
      data: { firstName: 'Ornella', lastName: 'Vanoni' },
    });
    const created = await server.request('/api/company/create', {
      token,
      body: {
        name: 'Palette Telecom',
        offical_name: 'Palette Telecom LLC',
        offical_inn: '7701234567',
        offical_ogrn: '1027700132195',
      },
    });
    expect(created.status).toBe(200);
    const company = { uuid: created.body.response as string };

    const byName = await search(token, { q: 'ornella' });
    expect(byName.status).toBe(200);
    expect(byName.body.result.data.data).toEqual([
      {
        kind: 'user',
        id: target.id,
        title: 'Ornella Vanoni',
        subtitle: 'palette-target@example.com',
        href: `/admin/edit-user/${target.id}`,
      },
    ]);

    const byCompany = await search(token, { q: 'palette tel' });
    expect(byCompany.body.result.data.data).toEqual([
      expect.objectContaining({
        kind: 'company',
        id: company.uuid,
        href: `/admin/edit-company/${company.uuid}`,
      }),
    ]);
  });

  it('gives a user who may not open the admin screens no users or companies', async () => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    await server.createUser({ email: 'hidden-from-agents@example.com' });
    const response = await search(token, { q: 'hidden-from' });
    expect(response.status).toBe(200);
    expect(response.body.result.data.data).toEqual([]);
  });

  it('finds offers and stores for administrators, with their edit screens', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const offer = await server.prisma.offer.create({
      data: { name: 'Palettissima 100 Giga', price: '9.99', url: 'palettissima-100-giga' },
    });
    const store = await server.prisma.store.create({
      data: { storeName: 'Negozio Palettissima', address: 'Via Dante 5, Milano' },
    });
    const response = await search(token, { q: 'palettissima' });
    expect(response.body.result.data.data).toEqual([
      { kind: 'offer', id: offer.id, title: offer.name, subtitle: '', href: `/shop/offers/edit/${offer.id}` },
      {
        kind: 'store',
        id: store.id,
        title: 'Negozio Palettissima',
        subtitle: 'Via Dante 5, Milano',
        href: `/cms/stores/edit/${store.id}`,
      },
    ]);
    const chief = await server.signIn(SystemRole.ChiefAgent);
    expect((await search(chief.token, { q: 'palettissima' })).body.result.data.data).toEqual([]);
  });

  it('finds orders by number or by the customer email for every staff role, newest first', async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    const older = await server.prisma.order.create({
      data: { amount: '10.00', email: 'cliente.palette@example.com', firstName: 'Lia', lastName: 'Neri' },
    });
    const newer = await server.prisma.order.create({
      data: { amount: '12.50', email: 'cliente.palette@example.com' },
    });
    const byEmail = await search(token, { q: 'cliente.palette' });
    expect(byEmail.body.result.data.data).toEqual([
      {
        kind: 'order',
        id: newer.uuid,
        title: `#${newer.id}`,
        subtitle: 'cliente.palette@example.com',
        href: `/shop/orders/view/${newer.uuid}`,
      },
      expect.objectContaining({ id: older.uuid, title: `#${older.id} Lia Neri` }),
    ]);
    const byNumber = await search(token, { q: `#${older.id}` });
    expect(byNumber.body.result.data.data).toContainEqual(expect.objectContaining({ id: older.uuid }));
    expect((await search(token, { q: '99999999999' })).status).toBe(200);
  });

  it('the order search is served by the primary key and the email trigram index', async () => {
    await server.prisma.order.createMany({
      data: Array.from({ length: 3000 }, (_, index) => ({
        amount: '1.00',
        email: `buyer${index}@shop${index % 97}.example.com`,
      })),
    });
    await server.prisma.$executeRawUnsafe('VACUUM ANALYZE "orders"');
    // The SQL Prisma sends for a numeric term (id = n OR email ILIKE '%term%').
    const rows = await server.prisma.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(
      `EXPLAIN (FORMAT JSON) SELECT "id" FROM "public"."orders"
        WHERE ("id" = $1 OR "email" ILIKE ('%' || $2 || '%')) ORDER BY "id" DESC LIMIT 5`,
      1234,
      'zqxj1234',
    );
    const plan = JSON.stringify(defined(rows[0], 'rows[0]')['QUERY PLAN']);
    expect(plan).toContain('orders_pkey');
    expect(plan).toContain('orders_email_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
    // Seeding 3,000 orders and analysing them takes seconds on a busy machine.
  }, 120_000);

  it('needs a session and a term of 2 characters or more', async () => {
    expect((await search(null, { q: 'abc' })).status).toBe(401);
    const { token } = await server.signIn(SystemRole.Admin);
    expect((await search(token, { q: 'a' })).status).toBe(400);
  });
});
