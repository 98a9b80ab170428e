import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openReadReplica } from '@backoffice/db';
import {
  defined,
  FILE_ROUTE_PATHS,
  OrderStatus,
  PaymentStatus,
  romeToday,
  SystemRole,
} from '@backoffice/shared';

import { startReplicaCluster, type ReplicaCluster } from '../support/replica-cluster';
import { type HardeningServer, startHardeningServer } from './harness';

/**
 * DATABASE_REPLICA_URL against a real streaming replica (pg_basebackup of a primary made for the
 * test). It brings its own servers, so it runs once: in the PostgreSQL lane.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('reads on a replica (DATABASE_REPLICA_URL)', () => {
  let cluster: ReplicaCluster;
  let server: HardeningServer;
  let token: string;
  const day = romeToday();
  const range = { date_from: day, date_to: day };
  const desk = new URLSearchParams({ startDate: `${day} 00:00:00`, endDate: `${day} 23:59:59` });

  const addOrder = (firstName: string) =>
    server.database.prisma.order.create({
      data: {
        amount: '19.90',
        firstName,
        lastName: 'Rossi',
        email: 'mario@example.test',
        phone: '3331234567',
        fiscalCode: 'RSSMRA80A01H501U',
        status: OrderStatus.InProcess,
        paymentStatus: PaymentStatus.Paid,
        products: { create: [{ offerName: 'Giga 100', isEsim: false }] },
      },
    });
  const headers = () => ({ 'x-session-token': token });
  const reportPreview = () => server.post('/api/admin/reports/get-data', { ...range, type: 2 }, headers());
  const deskPage = () =>
    server.get(`/api/web-api/orders/get-list?${desk.toString()}&page=1&pageSize=50`, headers());
  const wholeRange = () => server.get(`/api/web-api/orders/get-list?${desk.toString()}`, headers());
  const dashboard = () => server.get('/trpc/dashboard.overview', headers());
  const orderExport = () =>
    server.post(FILE_ROUTE_PATHS.orderExport, { list: Object.fromEntries(desk), format: 'csv' }, headers());
  const ordersCounted = (overview: { body: any }) =>
    (overview.body.result.data.ordersPerDay as Array<{ total: number }>).reduce((sum, d) => sum + d.total, 0);
  const names = (rows: Array<{ first_name: string }>) => rows.map((row) => row.first_name).sort();

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    server = await startHardeningServer({
      databaseServerUrl: cluster.primaryUrl,
      replicaUrl: cluster.replicaUrlOf,
    });
    token = (await server.signIn(SystemRole.NoRole)).token;
    await addOrder('Replicated');
    await cluster.caughtUp();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await cluster?.close();
  });

  it('reports, exports, the dashboard and the whole-range stream read the replica; the desk reads the primary', async () => {
    await cluster.pauseReplay();
    try {
      await addOrder('Fresh');
      // The desk's page sees its own writes at once.
      expect(names((await deskPage()).body.data)).toEqual(['Fresh', 'Replicated']);
      // The long reads see what the replica has applied.
      const preview = await reportPreview();
      expect(preview.status).toBe(200);
      expect(names(preview.body.response.reports)).toEqual(['Replicated']);
      expect(names((await wholeRange()).body.data)).toEqual(['Replicated']);
      const exported = await orderExport();
      expect(exported.status).toBe(200);
      expect(exported.body).toContain('Replicated');
      expect(exported.body).not.toContain('Fresh');
      expect(ordersCounted(await dashboard())).toBe(1);
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    expect(names((await reportPreview()).body.response.reports)).toEqual(['Fresh', 'Replicated']);
    expect(ordersCounted(await dashboard())).toBe(2);
  });

  it('answers 503 with Retry-After where it reads the replica while that is down, and the desk works on', async () => {
    const link = (await reportPreview()).body.response.csvLink as string;
    await cluster.stopReplica();
    try {
      // More exports than REPORT_CALLS_AT_ONCE: a refused one gives its reservation back.
      const refused = [
        await reportPreview(),
        await server.post(FILE_ROUTE_PATHS.download, { file_name: link }, headers()),
        await server.post(FILE_ROUTE_PATHS.download, { file_name: link }, headers()),
        await orderExport(),
        await wholeRange(),
        await dashboard(),
      ];
      for (const response of refused) {
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect((await deskPage()).status).toBe(200);
      expect((await server.get('/readyz')).status).toBe(200);
    } finally {
      await cluster.startReplica();
    }
    const again = await server.post(FILE_ROUTE_PATHS.download, { file_name: link }, headers());
    expect(again.status).toBe(200);
    expect(again.body).toContain('Replicated');
    expect((await reportPreview()).status).toBe(200);
  });

  it('opens the replica read-only: a write sent there by mistake fails even on a writable server', async () => {
    const misconfigured = openReadReplica({ url: defined(server.databaseUrl, 'server.databaseUrl') });
    try {
      await expect(misconfigured.prisma.$executeRawUnsafe(`UPDATE orders SET note = 'x'`)).rejects.toThrow(
        /read-only transaction/,
      );
    } finally {
      await misconfigured.close();
    }
  });
});
