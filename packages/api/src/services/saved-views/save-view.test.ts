import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Database } from '@backoffice/db';
import { SAVED_VIEW_LIMITS } from '@backoffice/shared';

import { personContext, startServiceDatabase } from '../../testing/service-database';
import { renameView } from './rename-view';
import { saveView } from './save-view';

let database: Database;
beforeAll(async () => {
  database = await startServiceDatabase();
}, 60_000);
afterAll(() => database.close());

describe('saveView and renameView', () => {
  it('keeps a list’s query without its page, one name once per list, at most the cap', async () => {
    const { caller } = await personContext(database.prisma);
    const userId = caller.account.id;
    const view = await saveView(database, userId, {
      listKey: 'orders',
      name: 'Mine',
      query: '?status=1&page=4',
    });
    expect(view.query).toBe('status=1');
    await expect(saveView(database, userId, { listKey: 'orders', name: 'Mine', query: '' })).rejects.toThrow(
      'A view named "Mine" already exists on this list',
    );
    // Another list may use the name.
    await saveView(database, userId, { listKey: 'stores', name: 'Mine', query: '' });
    for (let index = 1; index < SAVED_VIEW_LIMITS.perList; index += 1)
      await saveView(database, userId, { listKey: 'orders', name: `View ${index}`, query: '' });
    await expect(
      saveView(database, userId, { listKey: 'orders', name: 'One more', query: '' }),
    ).rejects.toThrow(`A list keeps at most ${SAVED_VIEW_LIMITS.perList} saved views`);
    await expect(renameView(database, userId, { id: view.id, name: 'View 1' })).rejects.toThrow(
      'already exists',
    );
    expect((await renameView(database, userId, { id: view.id, name: 'Renamed' })).name).toBe('Renamed');
  });

  it("answers another user's view as not found", async () => {
    const owner = await personContext(database.prisma);
    const stranger = await personContext(database.prisma);
    const view = await saveView(database, owner.caller.account.id, {
      listKey: 'orders',
      name: 'Private',
      query: '',
    });
    await expect(
      renameView(database, stranger.caller.account.id, { id: view.id, name: 'Taken over' }),
    ).rejects.toThrow('Saved view');
  });
});
