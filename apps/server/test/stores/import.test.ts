import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';
import { IMPORT_PATH, PROGRESS_PATH, storeRows, uploadCsv, waitForImport } from './upload';

describe('store CSV import: POST /api/admin/upload-csv-sales-points and its progress', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn(SystemRole.Admin)).token;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.prisma.store.deleteMany();
  });

  const preview = (content: string | Uint8Array, token = admin) =>
    uploadCsv(server.url, IMPORT_PATH, token, content, { isLoad: 'false' });
  const load = (content: string | Uint8Array, token = admin) =>
    uploadCsv(server.url, IMPORT_PATH, token, content, { isLoad: 'true' });

  it('previews a file with a BOM, ";" and quoted fields, geocoding rows without coordinates, writing nothing', async () => {
    const jobsBefore = await server.prisma.job.count({ where: { kind: 'stores' } });
    const csv =
      '\uFEFFStore_Name;ADDRESS;Latitude;Longitude;Status\r\n' +
      '"Negozio ""Centro""";"Via Roma 10; scala B, Torino";;;1\r\n' +
      '"Punto\nMilano";"Piazza del Duomo 1, Milano";45,4642;9,19;0\r\n' +
      ';Via Roma 1, Torino;;;\r\n' +
      'Senza luogo;Via Nowhere 1, Atlantis;;;1\r\n' +
      'Lat sola;Via Roma 1, Torino;45.1;;1\r\n' +
      'Fuori;Via Roma 1, Torino;95;9;1\r\n' +
      'Stato;Via Roma 1, Torino;45;9;2\r\n';
    const response = await preview(new TextEncoder().encode(csv));
    expect(response.status).toBe(200);
    expect(response.body.response).toMatchObject({
      rowCount: 7,
      placedCount: 2,
      successGeocodes: 1,
      errorCount: 5,
    });
    expect(response.body.response.errors).toEqual([
      { line: 4, store_name: '', reason: 'store_name is empty' },
      { line: 5, store_name: 'Senza luogo', reason: 'The address could not be found: try a different one' },
      { line: 6, store_name: 'Lat sola', reason: 'latitude and longitude go together' },
      { line: 7, store_name: 'Fuori', reason: 'latitude must be within -90..90' },
      { line: 8, store_name: 'Stato', reason: 'status must be 1 or 0' },
    ]);
    expect(await server.prisma.store.count()).toBe(0);
    expect(await server.prisma.job.count({ where: { kind: 'stores' } })).toBe(jobsBefore);
  });

  it('detects "," and columns in any order; status defaults to 1', async () => {
    const csv = 'address,store_name\n"Via Garibaldi 5, Genova",Genova Centro\n';
    const response = await preview(csv);
    expect(response.body.response).toMatchObject({ rowCount: 1, placedCount: 1, successGeocodes: 1 });
    await load(csv);
    await waitForImport(server.request, admin);
    const store = await server.prisma.store.findFirstOrThrow({ where: { storeName: 'Genova Centro' } });
    expect(store).toMatchObject({ address: 'Via Garibaldi 5, Genova', active: true });
    expect(store.latitude).toBeCloseTo(44.4, 1);
  });

  it.each([
    ['a missing column', 'store_name;latitude;longitude\nA;45;9\n'],
    ['an empty file', ''],
    ['binary content', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 8])],
    ['invalid UTF-8', new Uint8Array([0x73, 0x74, 0xff, 0xfe, 0x0a])],
  ])('answers 400 "There is a problem with the CSV file" for %s', async (_name, content) => {
    const response = await preview(content);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('There is a problem with the CSV file');
    if (_name === 'a missing column') expect(response.body.detail).toContain('address');
  });

  it('loads as a job: answers at once, progress reaches end, bad rows are kept with their reason', async () => {
    const csv =
      'store_name;address;latitude;longitude;status\n' +
      'Uno;Via Roma 1, Torino;45.07;7.68;1\n' +
      'Due;Via Po 2, Torino;;;0\n' +
      'Tre;;45;9;1\n' +
      'Quattro;Via Nowhere 1, Atlantis;;;1\n';
    const started = await load(csv);
    expect(started.status).toBe(200);
    expect(started.body.response).toMatchObject({ current: 0, end: 4, rowCount: 4 });
    expect(started.body.response.job_uuid).toHaveLength(36);
    const done = await waitForImport(server.request, admin);
    expect(done).toMatchObject({
      current: 4,
      end: 4,
      status: 'succeeded',
      details: { rowCount: 4, successCount: 2, successGeocodes: 1, errorCount: 2 },
    });
    const stores = await server.prisma.store.findMany({ orderBy: { storeName: 'asc' } });
    expect(stores.map((store) => [store.storeName, store.active])).toEqual([
      ['Due', false],
      ['Uno', true],
    ]);
    const rejected = await server.request('/api/admin/upload-csv-sales-points/rejected', { token: admin });
    expect(rejected.body.data).toEqual([
      {
        line: 4,
        store_name: 'Tre',
        address: '',
        latitude: '45',
        longitude: '9',
        status: '1',
        reason: 'address is empty',
      },
      {
        line: 5,
        store_name: 'Quattro',
        address: 'Via Nowhere 1, Atlantis',
        latitude: '',
        longitude: '',
        status: '1',
        reason: 'The address could not be found: try a different one',
      },
    ]);
  });

  it("progress is the caller's own latest import; another administrator sees nothing", async () => {
    const other = (await server.signIn(SystemRole.Admin)).token;
    const progress = await server.request(PROGRESS_PATH, { token: other });
    expect(progress.status).toBe(200);
    expect(progress.body.data).toMatchObject({ current: 0, end: 0, status: null, details: { rowCount: 0 } });
  });

  it('loads 10,000 rows with coordinates (the bench measures the rate)', async () => {
    const response = await load(storeRows(10_000, 'Bulk'));
    expect(response.status).toBe(200);
    const done = await waitForImport(server.request, admin, 60_000);
    expect(done.details).toEqual({
      rowCount: 10_000,
      successCount: 10_000,
      successGeocodes: 0,
      errorCount: 0,
    });
    expect(await server.prisma.store.count({ where: { storeName: { startsWith: 'Bulk ' } } })).toBe(10_000);
    expect(await server.prisma.store.count({ where: { storeName: 'Bulk 7', active: false } })).toBe(1);
  });

  it('is for administrators only and needs the file field', async () => {
    const chief = (await server.signIn(SystemRole.ChiefAgent)).token;
    expect((await preview('store_name;address\nA;Via Roma 1, Torino\n', chief)).status).toBe(403);
    expect((await uploadCsv(server.url, IMPORT_PATH, null, 'x')).status).toBe(401);
    expect((await server.request(PROGRESS_PATH, { token: chief })).status).toBe(403);
    const noFile = await fetch(server.url + IMPORT_PATH, {
      method: 'POST',
      headers: { 'x-session-token': admin },
      body: (() => {
        const form = new FormData();
        form.append('isLoad', 'false');
        return form;
      })(),
    });
    expect(noFile.status).toBe(400);
    const bad = await uploadCsv(server.url, IMPORT_PATH, admin, 'store_name;address\n', { isLoad: 'maybe' });
    expect(bad.status).toBe(400);
  });
});
