import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

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

  it('needs a session and a term of 2 characters or more', async () => {
    expect((await search(null, { q: 'abc' })).status).toBe(401);
    const { token } = await server.signIn(SystemRole.Admin);
    expect((await search(token, { q: 'a' })).status).toBe(400);
  });
});
