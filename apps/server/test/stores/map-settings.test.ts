import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_MAP_TILE_URL } from '@backoffice/api';
import { SystemRole } from '@backoffice/shared';

import { ConfigError, loadConfig } from '../../src/config';
import { startTestServer, type TestServer } from '../support/test-server';

/** The store map's tile URL, served at run time from MAP_TILE_URL (stores.getMapSettings). */
const TILES = 'https://tiles.example.test/{z}/{x}/{y}.png';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ apiConfig: { mapTileUrl: TILES } });
});
afterAll(() => server.close());

const settings = (token: string | null) =>
  server.request('/trpc/stores.getMapSettings', { method: 'GET', token });

describe('stores.getMapSettings', () => {
  it('answers the configured tile URL to administrators only', async () => {
    const admin = await server.signIn(SystemRole.Admin);
    const answer = await settings(admin.token);
    expect([answer.status, answer.body.result?.data]).toEqual([200, { tileUrl: TILES }]);
    const agent = await server.signIn(SystemRole.ChiefAgent);
    expect((await settings(agent.token)).status).toBe(403);
    expect((await settings(null)).status).toBe(401);
  });
});

describe('MAP_TILE_URL', () => {
  it.each([
    [undefined, DEFAULT_MAP_TILE_URL],
    ['https://{s}.tile.example.test/{z}/{x}/{y}.png', 'https://{s}.tile.example.test/{z}/{x}/{y}.png'],
  ])('%s gives %s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { MAP_TILE_URL: value }).api.mapTileUrl).toBe(expected);
  });

  it.each([
    ['http://tiles.example.test/{z}/{x}/{y}.png', 'MAP_TILE_URL must be an https:// URL'],
    ['https://tiles.example.test/tile.png', 'MAP_TILE_URL must contain {z}, {x} and {y}'],
  ])('refuses %s', (value, message) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(
      new ConfigError(`Invalid configuration: ${message}`),
    );
  });
});
