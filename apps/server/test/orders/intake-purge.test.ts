import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import {
  armDuePeriodicJobs,
  periodicJobHandler,
  periodicJobId,
  type PeriodicJob,
} from '../../../../packages/api/src/jobs/periodic';
import {
  ABANDONED_JOB_PURGE_KIND,
  EXPENSIVE_CALL_PURGE_KIND,
  REPORT_FILE_EXPIRY_KIND,
} from '../../../../packages/api/src/jobs';
import { createJobRunner } from '../../../../packages/api/src/jobs/runner';
import {
  ORDER_INTAKE_KEY_RETENTION_MS,
  purgeExpiredIntakeKeys,
} from '../../../../packages/api/src/services/orders/intake-keys';
import {
  ORDER_BSS_CANCEL_KIND,
  ORDER_INTAKE_PURGE_KIND,
  ORDER_REFUND_RECONCILE_KIND,
} from '../../../../packages/api/src/services/orders/periodic-jobs';
import { startTestServer, type TestServer } from '../support/test-server';
import { createBillingOrder } from './billing-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY_MS = 24 * 3600 * 1000;

/** An intake key stored `ageMs` before `now`, with its order. */
async function keyOfAge(ageMs: number, key: string, now = new Date()) {
  const order = await createBillingOrder(server.prisma);
  return server.prisma.orderIntakeRequest.create({
    data: {
      callerId: '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
      idempotencyKey: key,
      requestHash: 'hash',
      orderId: order.id,
      response: {},
      createdAt: new Date(now.getTime() - ageMs),
    },
  });
}

describe('intake idempotency keys', () => {
  beforeEach(() => server.prisma.orderIntakeRequest.deleteMany());

  it('are kept 7 days, then purged; their orders stay', async () => {
    expect(ORDER_INTAKE_KEY_RETENTION_MS).toBe(7 * DAY_MS);
    // A month ahead, so the purge the test server's own job runner may run meanwhile leaves them be.
    const now = new Date(Date.now() + 30 * DAY_MS);
    const expired = await keyOfAge(7 * DAY_MS + 60_000, 'old-key', now);
    const kept = await keyOfAge(7 * DAY_MS - 60_000, 'recent-key', now);
    expect(await purgeExpiredIntakeKeys(server.prisma, now)).toBe(1);
    expect((await server.prisma.orderIntakeRequest.findMany()).map((row) => row.id)).toEqual([kept.id]);
    expect(await server.prisma.order.count({ where: { id: expired.orderId } })).toBe(1);
    expect(await purgeExpiredIntakeKeys(server.prisma, now)).toBe(0);
  });

  it('every server instance arms the periodic jobs at start and one of them runs each', async () => {
    await keyOfAge(8 * DAY_MS, 'stale-key');
    // The test server's own job runner is such an instance: wait for the purge its start armed, or a
    // later one, to have run (the stale key is gone) and look at the jobs' rows.
    const kinds = [
      ORDER_REFUND_RECONCILE_KIND,
      ORDER_BSS_CANCEL_KIND,
      ORDER_INTAKE_PURGE_KIND,
      REPORT_FILE_EXPIRY_KIND,
      EXPENSIVE_CALL_PURGE_KIND,
      ABANDONED_JOB_PURGE_KIND,
    ];
    // Armed again while the key is there (a 1 ms period): a purge the start armed may have been
    // running already when the key was written, and finished without it.
    const arm = () =>
      armDuePeriodicJobs(
        server.prisma,
        kinds.map((kind) => ({ kind, everyMs: 1, run: () => Promise.resolve({}) })),
      );
    await arm();
    const deadline = Date.now() + 40_000;
    let rows = await server.prisma.job.findMany({ where: { kind: { in: kinds } } });
    while (
      ((await server.prisma.orderIntakeRequest.count()) > 0 ||
        rows.length < kinds.length ||
        rows.some((row) => row.status !== 'succeeded')) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if ((await server.prisma.orderIntakeRequest.count()) > 0) await arm();
      rows = await server.prisma.job.findMany({ where: { kind: { in: kinds } } });
    }
    expect(await server.prisma.orderIntakeRequest.count()).toBe(0);
    expect(rows.map((row) => [row.kind, row.id, row.status]).sort()).toEqual(
      kinds.map((kind) => [kind, periodicJobId(kind), 'succeeded']).sort(),
    );
    expect(
      defined(
        rows.find((row) => row.kind === ORDER_INTAKE_PURGE_KIND),
        'the intake purge job',
      ).result,
    ).toEqual({
      purged: expect.any(Number),
    });
    expect(
      defined(
        rows.find((row) => row.kind === REPORT_FILE_EXPIRY_KIND),
        'the report file expiry job',
      ).result,
    ).toEqual({
      deleted: expect.any(Number),
    });
    expect(
      defined(
        rows.find((row) => row.kind === EXPENSIVE_CALL_PURGE_KIND),
        'the expensive call purge job',
      ).result,
    ).toEqual({
      purged: expect.any(Number),
    });
    expect(
      defined(
        rows.find((row) => row.kind === ABANDONED_JOB_PURGE_KIND),
        'the abandoned job purge job',
      ).result,
    ).toEqual({
      deleted: expect.any(Number),
    });
  }, 60_000);
});

describe('periodic jobs', () => {
  const KIND = 'test-periodic';
  const HOUR_MS = 3600_000;
  let runs: number;
  const job: PeriodicJob = {
    kind: KIND,
    everyMs: HOUR_MS,
    run: () => {
      runs += 1;
      return Promise.resolve({ run: runs });
    },
  };
  /** A server instance's job runner that knows the test job (the test server's own does not). */
  const instance = () =>
    createJobRunner({ prisma: server.prisma, handlers: [periodicJobHandler(job)], pollMs: 60_000 });
  const row = () => server.prisma.job.findUniqueOrThrow({ where: { id: periodicJobId(KIND) } });

  beforeEach(async () => {
    runs = 0;
    await server.prisma.job.deleteMany({ where: { kind: KIND } });
  });

  it('armed by two instances at once, runs once a period on one of them', async () => {
    const now = new Date();
    const [one, two] = [instance(), instance()];
    try {
      await Promise.all([
        armDuePeriodicJobs(server.prisma, [job], now),
        armDuePeriodicJobs(server.prisma, [job], now),
      ]);
      await Promise.all([one.drain(), two.drain()]);
      expect(runs).toBe(1);
      expect(await row()).toMatchObject({ status: 'succeeded', current: 1, result: { run: 1 }, attempts: 1 });

      // Later in the same period: nothing to do.
      await armDuePeriodicJobs(server.prisma, [job], new Date(now.getTime() + 1));
      await Promise.all([one.drain(), two.drain()]);
      expect(runs).toBe(1);

      // The next period: once more, on whichever instance claims it.
      const next = new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS + 1);
      await Promise.all([
        armDuePeriodicJobs(server.prisma, [job], next),
        armDuePeriodicJobs(server.prisma, [job], next),
      ]);
      await Promise.all([one.drain(), two.drain()]);
      expect(runs).toBe(2);
      expect(await row()).toMatchObject({ status: 'succeeded', result: { run: 2 }, attempts: 2 });
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it('a run that fails is recorded and tried again the next period', async () => {
    const failing: PeriodicJob = { ...job, run: () => Promise.reject(new Error('database went away')) };
    const runner = createJobRunner({
      prisma: server.prisma,
      handlers: [periodicJobHandler(failing)],
      pollMs: 60_000,
    });
    try {
      const now = new Date();
      await armDuePeriodicJobs(server.prisma, [failing], now);
      await runner.drain();
      expect(await row()).toMatchObject({ status: 'failed', error: 'database went away' });
      await armDuePeriodicJobs(server.prisma, [failing], new Date(now.getTime() + 1));
      expect((await row()).status).toBe('failed');
      await armDuePeriodicJobs(server.prisma, [failing], new Date(now.getTime() + HOUR_MS));
      expect(await row()).toMatchObject({ status: 'pending', error: null, current: 0 });
    } finally {
      await runner.stop();
    }
  });
});
