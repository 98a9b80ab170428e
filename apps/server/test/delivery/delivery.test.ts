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

  it('commits the valid rows in one transaction, each with a ChangeValue history row', async () => {
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
      orderBy: { orderId: 'asc' },
    });
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      orderId: ids[0],
      type: 'ChangeValue',
      field: 'tracking',
      email,
      from: JSON.stringify({ tracking: 'OLD1', tracking_link: 'https://old.test/1' }),
      to: JSON.stringify({ tracking: 'TRK-1', tracking_link: 'https://track.test/1' }),
    });
  });

  it('answers 400 "Error with CSV file" for a file that is not CSV text or lacks a column', async () => {
    for (const content of [
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]),
      'order_id;tracking\n1;x\n',
      '',
    ]) {
      const response = await send(content, 'false');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Error with CSV file');
    }
  });

  it('needs an active session', async () => {
    expect((await send(file(), 'false', null)).status).toBe(401);
    // A registered account still waiting for activation is refused.
    const waiting = await server.signIn(SystemRole.NoRole, UserStatus.Created);
    expect((await send(file(), 'false', waiting.token)).status).toBe(403);
  });
});
