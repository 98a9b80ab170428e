import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  claimJob,
  createJobRunner,
  type JobHandler,
  LostClaimError,
  purgeAbandonedJobs,
} from '../../../../packages/api/src/jobs/runner';
import { holdPeriodicJob } from '../orders/billing-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

/** The job runner on the real database: claims, leases, guarded steps, resumption. */
describe('background job runner', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    // The purge of abandoned jobs is this test's to call: the server's own periodic run, armed at
    // start, would otherwise race it for the abandoned row.
    await holdPeriodicJob(server.prisma, 'abandoned-job-purge');
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    // Only this file's kinds: the server's own runner handles 'stores' and ignores these.
    await server.prisma.job.deleteMany({ where: { kind: { startsWith: 'test-' } } });
  });

  it('claims each pending job once, oldest first, and takes over a job whose lease ran out', async () => {
    const first = await server.prisma.job.create({ data: { kind: 'test-a', end: 1 } });
    const second = await server.prisma.job.create({
      data: { kind: 'test-a', end: 1, createdAt: new Date(Date.now() + 1000) },
    });
    const claims = await Promise.all([
      claimJob(server.prisma, ['test-a'], 60_000),
      claimJob(server.prisma, ['test-a'], 60_000),
    ]);
    expect(claims.map((job) => job?.id).sort()).toEqual([first.id, second.id].sort());
    expect(await claimJob(server.prisma, ['test-a'], 60_000)).toBeNull();
    // The instance holding `first` died: once its lease is over another one takes it.
    await server.prisma.job.update({
      where: { id: first.id },
      data: { leaseUntil: new Date(Date.now() - 1) },
    });
    const taken = await claimJob(server.prisma, ['test-a'], 60_000);
    expect(taken).toMatchObject({ id: first.id, status: 'running', attempts: 2 });
  });

  it('never claims a job whose input is still being written, and purges one left so for an hour', async () => {
    const now = new Date();
    const input = { create: [{ position: 0, rows: [{ line: 2 }] }] };
    const abandoned = await server.prisma.job.create({
      data: {
        kind: 'test-p',
        end: 1,
        status: 'preparing',
        createdAt: new Date(now.getTime() - 61 * 60_000),
        chunks: input,
      },
    });
    const writing = await server.prisma.job.create({
      data: {
        kind: 'test-p',
        end: 1,
        status: 'preparing',
        createdAt: new Date(now.getTime() - 59 * 60_000),
        chunks: input,
      },
    });
    expect(await claimJob(server.prisma, ['test-p'], 60_000)).toBeNull();
    expect(await purgeAbandonedJobs(server.prisma, now)).toBe(1);
    expect((await server.prisma.job.findMany({ where: { kind: 'test-p' } })).map((job) => job.id)).toEqual([
      writing.id,
    ]);
    expect(await server.prisma.jobPayloadChunk.count({ where: { jobId: abandoned.id } })).toBe(0);
    expect(await server.prisma.jobPayloadChunk.count({ where: { jobId: writing.id } })).toBe(1);
  });

  it('a step from a stale position writes nothing and reports the lost claim', async () => {
    const job = await server.prisma.job.create({ data: { kind: 'test-b', end: 10 } });
    const seen: unknown[] = [];
    const handler: JobHandler = {
      kind: 'test-b',
      async run(run) {
        await run.step(0, 5, async (tx) => {
          await tx.variable.count();
          return { details: { done: 5 } };
        });
        // Another instance moved the job meanwhile: this step must not apply.
        await server.prisma.job.update({ where: { id: job.id }, data: { current: 7 } });
        try {
          await run.step(5, 10, async () => ({ details: { done: 10 } }));
        } catch (error) {
          seen.push(error);
          throw error;
        }
      },
    };
    const runner = createJobRunner({ prisma: server.prisma, handlers: [handler], pollMs: 60_000 });
    await runner.drain();
    await runner.stop();
    expect(seen[0]).toBeInstanceOf(LostClaimError);
    const after = await server.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(after).toMatchObject({ current: 7, details: { done: 5 }, status: 'running' });
  });

  it('marks a finished job succeeded and a throwing one failed with its message', async () => {
    const ok = await server.prisma.job.create({ data: { kind: 'test-c', end: 2 } });
    const bad = await server.prisma.job.create({ data: { kind: 'test-d', end: 2 } });
    const runner = createJobRunner({
      prisma: server.prisma,
      pollMs: 60_000,
      handlers: [
        {
          kind: 'test-c',
          async run(run) {
            await run.step(0, 2, async () => ({ details: { n: 2 } }));
          },
        },
        {
          kind: 'test-d',
          async run() {
            throw new Error('broken row');
          },
        },
      ],
    });
    await runner.drain();
    await runner.stop();
    expect(await server.prisma.job.findUniqueOrThrow({ where: { id: ok.id } })).toMatchObject({
      status: 'succeeded',
      current: 2,
      leaseUntil: null,
    });
    const failed = await server.prisma.job.findUniqueOrThrow({ where: { id: bad.id } });
    expect(failed).toMatchObject({ status: 'failed', error: 'broken row' });
    expect(failed.finishedAt).not.toBeNull();
  });

  it('hands a job stopped mid-way back at once, and another runner resumes it from its last step', async () => {
    const job = await server.prisma.job.create({ data: { kind: 'test-e', end: 3 } });
    const steps: string[] = [];
    let reachedFirstStep!: () => void;
    const firstStepDone = new Promise<void>((resolve) => (reachedFirstStep = resolve));
    const stepper = (name: string): JobHandler => ({
      kind: 'test-e',
      async run(run) {
        for (let at = run.job.current; at < run.job.end && !run.stopping; at += 1) {
          await run.step(at, at + 1, async () => ({ details: { at: at + 1 } }));
          steps.push(`${name}:${at + 1}`);
          if (name === 'stopped') {
            reachedFirstStep();
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      },
    });
    const stopped = createJobRunner({
      prisma: server.prisma,
      pollMs: 60_000,
      leaseMs: 600_000,
      handlers: [stepper('stopped')],
    });
    stopped.kick();
    await firstStepDone;
    await stopped.stop();
    // Back to pending without a lease, though the lease would have lasted ten minutes more.
    expect(await server.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: 'pending',
      current: 1,
      leaseUntil: null,
    });

    const next = createJobRunner({ prisma: server.prisma, pollMs: 60_000, handlers: [stepper('next')] });
    await next.drain();
    await next.stop();
    expect(steps).toEqual(['stopped:1', 'next:2', 'next:3']);
    expect(await server.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: 'succeeded',
      current: 3,
    });
  });
});
