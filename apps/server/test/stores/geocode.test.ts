import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

const GEOCODE_ERROR = 'The address could not be found: try a different one';

describe('GET /api/admin/get-geocode-address (offline gazetteer, the default)', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn(SystemRole.Admin)).token;
  });
  afterAll(() => server.close());

  const geocode = (address: string, token: string | null = admin) =>
    server.request(`/api/admin/get-geocode-address?address=${encodeURIComponent(address)}`, { token });

  it.each([
    ['Via Roma 10, Torino', 45.07, 7.69, 'Turin (TO)'],
    ['Via Roma 10, 10121 Torino TO', 45.07, 7.69, 'Turin (TO)'],
    ['Piazza del Duomo 1, 20122 Milano (MI), Italia', 45.46, 9.19, 'Milan (MI)'],
    ['Via Verdi 3, Moncalieri, Torino', 45.0, 7.68, 'Moncalieri (TO)'],
    ['Corso Garibaldi 5, Reggio Emilia', 44.7, 10.63, "Reggio nell'Emilia (RE)"],
    ['Via Po 1, San Giovanni Rotondo (FG)', 41.71, 15.73, 'San Giovanni Rotondo (FG)'],
    ["Via XX Settembre 2, L'Aquila", 42.35, 13.4, "L'Aquila (AQ)"],
    ['Via Roma 10 Napoli', 40.85, 14.27, 'Naples (NA)'],
  ])('places %j in its comune', async (address, latitude, longitude, label) => {
    const response = await geocode(address);
    expect(response.status).toBe(200);
    expect(response.body.data.latitude).toBeCloseTo(latitude, 1);
    expect(response.body.data.longitude).toBeCloseTo(longitude, 1);
    expect(response.body.data.label).toBe(label);
  });

  it.each([
    'Via Roma 10',
    'Via Nowhere 1, Atlantis',
    // Moncalieri is in the province of Turin, not Milan.
    'Via Verdi 3, Moncalieri, MI',
  ])('answers 404 with the spec message for %j', async (address) => {
    const response = await geocode(address);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(GEOCODE_ERROR);
  });

  it('needs an address, a session and an administrator', async () => {
    expect((await server.request('/api/admin/get-geocode-address', { token: admin })).status).toBe(400);
    expect((await geocode('Via Roma 10, Torino', null)).status).toBe(401);
    const agent = (await server.signIn(SystemRole.NoRole)).token;
    expect((await geocode('Via Roma 10, Torino', agent)).status).toBe(403);
    const chief = (await server.signIn(SystemRole.ChiefAgent)).token;
    expect((await geocode('Via Roma 10, Torino', chief)).status).toBe(403);
  });
});
