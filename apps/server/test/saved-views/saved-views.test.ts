import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SAVED_VIEW_LIMITS, SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const USERS_LIST = '/admin/users';

function query(token: string | null, path: string, input: unknown) {
  return server.request(`/trpc/savedViews.${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
    method: 'GET',
    token,
  });
}
const mutate = (token: string | null, path: string, input: unknown) =>
  server.request(`/trpc/savedViews.${path}`, { token, body: input });

const listViews = async (token: string, listKey = USERS_LIST) => {
  const response = await query(token, 'list', { listKey });
  expect(response.status).toBe(200);
  return response.body.result.data.data as Array<{ id: string; name: string; query: string }>;
};

describe('saved views', () => {
  it('saves, lists, renames and deletes a view of one list, without the page', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const created = await mutate(token, 'create', {
      listKey: USERS_LIST,
      name: '  Banned admins ',
      query: '?role=2&status=3&page=4&sort=email&dir=desc',
    });
    expect(created.status).toBe(200);
    const view = created.body.result.data;
    expect(view).toMatchObject({ name: 'Banned admins', query: 'role=2&status=3&sort=email&dir=desc' });

    await mutate(token, 'create', { listKey: '/company/list', name: 'Other list', query: '' });
    expect(await listViews(token)).toEqual([expect.objectContaining({ id: view.id, name: 'Banned admins' })]);

    const renamed = await mutate(token, 'rename', { id: view.id, name: 'Banned administrators' });
    expect(renamed.status).toBe(200);
    expect((await listViews(token)).map((row) => row.name)).toEqual(['Banned administrators']);

    expect((await mutate(token, 'delete', { id: view.id })).status).toBe(200);
    expect(await listViews(token)).toEqual([]);
    expect((await mutate(token, 'delete', { id: view.id })).status).toBe(404);
  });

  it('keeps each user to their own views', async () => {
    const owner = await server.signIn(SystemRole.Admin);
    const other = await server.signIn(SystemRole.NoRole);
    const created = await mutate(owner.token, 'create', { listKey: USERS_LIST, name: 'Mine', query: 'q=a' });
    const id = created.body.result.data.id as string;

    expect(await listViews(other.token)).toEqual([]);
    // The same name is free for another user.
    expect(
      (await mutate(other.token, 'create', { listKey: USERS_LIST, name: 'Mine', query: '' })).status,
    ).toBe(200);
    const rename = await mutate(other.token, 'rename', { id, name: 'Taken over' });
    expect(rename.status).toBe(404);
    expect(rename.body.error.message).toBe('Saved view not found');
    expect((await mutate(other.token, 'delete', { id })).status).toBe(404);
    expect((await listViews(owner.token)).map((row) => row.name)).toEqual(['Mine']);
  });

  it.each([
    ['an empty name', { name: '   ' }, 400, 'This field is required'],
    [
      'a name too long',
      { name: 'x'.repeat(SAVED_VIEW_LIMITS.nameMax + 1) },
      400,
      'Must be at most 60 characters',
    ],
    ['a list key that is not a path', { listKey: 'https://example.com/x' }, 400, 'Invalid value'],
    [
      'a query too long',
      { query: `q=${'x'.repeat(SAVED_VIEW_LIMITS.queryMax)}` },
      400,
      'Must be at most 2000 characters',
    ],
  ])('refuses %s with a 400 naming the rule', async (_case, patch, status, message) => {
    const { token } = await server.signIn(SystemRole.Admin);
    const response = await mutate(token, 'create', {
      listKey: USERS_LIST,
      name: 'View',
      query: '',
      ...patch,
    });
    expect(response.status).toBe(status);
    expect(response.body.error.data.issues.map((issue: { message: string }) => issue.message)).toContain(
      message,
    );
  });

  it('answers 409 for a name already used on the list, on create and on rename', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    await mutate(token, 'create', { listKey: USERS_LIST, name: 'Active', query: 'status=1' });
    const second = await mutate(token, 'create', { listKey: USERS_LIST, name: 'Banned', query: 'status=3' });
    const duplicate = await mutate(token, 'create', { listKey: USERS_LIST, name: 'Active', query: '' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe('A view named "Active" already exists on this list');
    const rename = await mutate(token, 'rename', { id: second.body.result.data.id, name: 'Active' });
    expect(rename.status).toBe(409);
    // Renaming a view to its own name is no conflict.
    expect((await mutate(token, 'rename', { id: second.body.result.data.id, name: 'Banned' })).status).toBe(
      200,
    );
  });

  it(`keeps at most ${SAVED_VIEW_LIMITS.perList} views on a list`, async () => {
    const { token, user } = await server.signIn(SystemRole.Admin);
    await server.prisma.savedView.createMany({
      data: Array.from({ length: SAVED_VIEW_LIMITS.perList }, (_, index) => ({
        userId: user.id,
        listKey: USERS_LIST,
        name: `View ${index}`,
      })),
    });
    const response = await mutate(token, 'create', { listKey: USERS_LIST, name: 'One more', query: '' });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toMatch(/at most 20 saved views/);
    expect(
      (await mutate(token, 'create', { listKey: '/company/list', name: 'Elsewhere', query: '' })).status,
    ).toBe(200);
  });

  it('needs a session', async () => {
    expect((await query(null, 'list', { listKey: USERS_LIST })).status).toBe(401);
    expect((await mutate(null, 'create', { listKey: USERS_LIST, name: 'x', query: '' })).status).toBe(401);
  });
});

describe('column choices', () => {
  it('keeps the columns a person hid on a list for every later session, theirs alone', async () => {
    const first = await server.signIn(SystemRole.NoRole);
    const columns = async (token: string) =>
      (await query(token, 'columns', { listKey: '/shop/orders' })).body;
    expect((await columns(first.token)).result.data).toEqual({ hidden: null });

    const saved = await mutate(first.token, 'setColumns', {
      listKey: '/shop/orders',
      hidden: ['email', 'tracking', 'email'],
    });
    expect(saved.body.result.data).toEqual({ hidden: ['email', 'tracking'] });
    // A new session of the same person finds the choice; another person does not.
    const again = await server.openSession(first.user.id);
    expect((await columns(again)).result.data).toEqual({ hidden: ['email', 'tracking'] });
    const other = await server.signIn(SystemRole.NoRole);
    expect((await columns(other.token)).result.data).toEqual({ hidden: null });

    expect((await mutate(first.token, 'setColumns', { listKey: '/shop/orders', hidden: [] })).status).toBe(
      200,
    );
    expect((await columns(again)).result.data).toEqual({ hidden: [] });
  });

  it('refuses a column id that is not one and a list key that is not a path, naming the field', async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    const badColumn = await mutate(token, 'setColumns', { listKey: '/shop/orders', hidden: ['<b>'] });
    expect(badColumn.status).toBe(400);
    const badList = await mutate(token, 'setColumns', { listKey: 'orders?x=1', hidden: [] });
    expect(badList.status).toBe(400);
    expect((await query(null, 'columns', { listKey: '/shop/orders' })).status).toBe(401);
  });
});
