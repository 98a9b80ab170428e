import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole, UserStatus } from '@backoffice/shared';

import { uploadCsv } from '../stores/upload';
import { startTestServer, type TestServer } from '../support/test-server';

const PATH = '/api/admin/upload-csv-delivery-files';

describe('POST /api/admin/upload-csv-delivery-files (tracking tool)', () => {
  let server: TestServer;
  let token: string;
  let email: string;
  let ids: number[];

  beforeAll(async () => {
    server = await startTestServer();
    // Every active staff role may use it: a chief agent here.
    const signed = await server.signIn(SystemRole.ChiefAgent);
    token = signed.token;
    email = signed.user.email;
    ids = [];
    for (let i = 0; i < 4; i += 1) {
      const order = await server.prisma.order.create({
        data: {
          amount: '10.00',
          tracking: i === 0 ? 'OLD1' : '',
          trackingLink: i === 0 ? 'https://old.test/1' : '',
        },
      });
      ids.push(order.id);
    }
  });
  afterAll(() => server.close());

  const send = (content: string | Uint8Array, loadToDb: string, as: string | null = token) =>
    uploadCsv(server.url, PATH, as, content, { loadToDb });

  const file = () =>
    [
      'order_id;tracking;tracking_link',
      `${ids[0]};TRK-1;https://track.test/1`,
      `${ids[1]};"TRK;2";http://track.test/2`,
      `999999;TRK-X;https://track.test/x`,
      `${ids[2]};;https://track.test/3`,
      `${ids[3]};TRK-4;javascript:alert(1)`,
      `abc;TRK-5;https://track.test/5`,
      `${ids[1]};TRK-2b;https://track.test/2b`,
    ].join('\r\n');

  const expectedFailures = () => [
    { id: '999999', reason: 'Order not found' },
    { id: String(ids[2]), reason: 'Tracking is empty' },
    { id: String(ids[3]), reason: 'Tracking link is not an http or https address' },
    { id: 'abc', reason: 'Order not found' },
    { id: String(ids[1]), reason: 'The order appears more than once in the file' },
  ];

  it('previews without writing anything', async () => {
    const historyBefore = await server.prisma.orderHistory.count();
    const response = await send(file(), 'false');
    expect(response.status).toBe(200);
    expect(response.body.response).toEqual({ failedOrders: expectedFailures(), successCount: 2 });
    expect(await server.prisma.order.findUnique({ where: { id: ids[0] } })).toMatchObject({
      tracking: 'OLD1',
    });
    expect(await server.prisma.orderHistory.count()).toBe(historyBefore);
  });

  it('commits the valid rows in one transaction, with a ChangeValue history row per changed field', async () => {
    const response = await send(
      new TextEncoder().encode('\uFEFF' + file().replace(/;/g, ',').replace('"TRK,2"', '"TRK;2"')),
      '1',
    );
    expect(response.status).toBe(200);
    expect(response.body.response).toEqual({ failedOrders: expectedFailures(), successCount: 2 });
    const orders = await server.prisma.order.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    expect(orders.map((o) => [o.tracking, o.trackingLink])).toEqual([
      ['TRK-1', 'https://track.test/1'],
      ['TRK;2', 'http://track.test/2'],
      ['', ''],
      ['', ''],
    ]);
    const history = await server.prisma.orderHistory.findMany({
      where: { orderId: { in: ids } },
      orderBy: [{ orderId: 'asc' }, { field: 'asc' }],
    });
    // The rows the order's edit call (update-tracking) writes: field, old value, new value.
    expect(history.map((row) => [row.orderId, row.type, row.field, row.from, row.to, row.email])).toEqual([
      [ids[0], 'ChangeValue', 'tracking', 'OLD1', 'TRK-1', email],
      [ids[0], 'ChangeValue', 'tracking_link', 'https://old.test/1', 'https://track.test/1', email],
      [ids[1], 'ChangeValue', 'tracking', '', 'TRK;2', email],
      [ids[1], 'ChangeValue', 'tracking_link', '', 'http://track.test/2', email],
    ]);
  });

  it('writes history only for the fields a row changes, and refuses a link longer than 2048 characters', async () => {
    const before = await server.prisma.orderHistory.count({ where: { orderId: ids[0] } });
    const longLink = `https://track.test/${'a'.repeat(2048)}`;
    const response = await send(
      [
        'order_id;tracking;tracking_link',
        `${ids[0]};TRK-1b;https://track.test/1`,
        `${ids[3]};T;${longLink}`,
      ].join('\n'),
      '1',
    );
    expect(response.body.response).toEqual({
      failedOrders: [{ id: String(ids[3]), reason: 'Tracking link is not an http or https address' }],
      successCount: 1,
    });
    const rows = await server.prisma.orderHistory.findMany({ where: { orderId: ids[0] } });
    expect(rows).toHaveLength(before + 1);
    expect(rows.filter((row) => row.to === 'TRK-1b').map((row) => [row.field, row.from])).toEqual([
      ['tracking', 'TRK-1'],
    ]);
  });

  it('answers 400 "There is a problem with the CSV file" for a file that is not CSV text or lacks a column', async () => {
    for (const content of [
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]),
      'order_id;tracking\n1;x\n',
      '',
    ]) {
      const response = await send(content, 'false');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('There is a problem with the CSV file');
    }
  });

  it('needs an active session', async () => {
    expect((await send(file(), 'false', null)).status).toBe(401);
    // A registered account still waiting for activation is refused.
    const waiting = await server.signIn(SystemRole.NoRole, UserStatus.Created);
    expect((await send(file(), 'false', waiting.token)).status).toBe(403);
  });
});
