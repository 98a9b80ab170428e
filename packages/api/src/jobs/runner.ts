import { randomUUID } from 'node:crypto';

import { type Job, type Prisma, type PrismaClient } from '@backoffice/db';

/*
 * Background jobs are rows of jobs. Any server instance polls for work and claims one row
 * with FOR UPDATE SKIP LOCKED, so two instances never take the same job. A claim is a lease: the
 * claimer renews it each time it commits a step, and a job whose lease ran out (its instance died
 * or restarted) is claimed again and continues from `current`. Each step moves `current` forward in
 * the same transaction as its writes, guarded by the `current` it started from, so a step is done
 * exactly once however often the job is resumed.
 */

export type JobStatus = 'pending' | 'running' | 'succeeded' | 'failed';

type Tx = Prisma.TransactionClient;

export interface StepResult {
  /** New value of `details` (replaces the old one). */
  details?: Prisma.InputJsonValue;
  /** New value of `result` (replaces the old one). */
  result?: Prisma.InputJsonValue;
}

export interface JobRun {
  job: Job;
  prisma: PrismaClient;
  /** True once the runner is stopping: finish the current step and return. */
  readonly stopping: boolean;
  /** The claim's length: a step should commit well within it (it renews the claim), or another instance takes over. */
  readonly leaseMs: number;
  /**
   * Runs `work` and moves the job from `from` to `to` in one transaction. Throws LostClaimError
   * (and writes nothing) when the job is no longer at `from` or no longer this instance's.
   */
  step(from: number, to: number, work: (tx: Tx) => Promise<StepResult>): Promise<void>;
}

export interface JobHandler {
  kind: string;
  /** Processes the job from job.current to job.end; returning marks it succeeded. */
  run(run: JobRun): Promise<void>;
}

export class LostClaimError extends Error {
  constructor() {
    super('The job was claimed by another instance');
  }
}

export interface JobRunnerOptions {
  prisma: PrismaClient;
  handlers: JobHandler[];
  /** A claim lasts this long without a committed step (default 30 s). */
  leaseMs?: number;
  /** Polling interval for jobs created elsewhere or left by a dead instance (default 2 s). */
  pollMs?: number;
  /** Periodic chores (e.g. deleting expired export files), run about every maintenanceMs. */
  maintenance?: Array<() => Promise<unknown>>;
  maintenanceMs?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>) => void;
}

export interface JobRunner {
  readonly instanceId: string;
  /** Looks for work now (after creating a job) instead of at the next poll. */
  kick(): void;
  /** Claims and runs jobs until none is left; resolves when idle. For tests and scripts. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** Claims the oldest pending job, or a running one whose lease ran out. */
export async function claimJob(prisma: PrismaClient, kinds: string[], leaseMs: number): Promise<Job | null> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM jobs
      WHERE kind = ANY(${kinds}::text[])
        AND (status = 'pending' OR (status = 'running' AND (lease_until IS NULL OR lease_until < now())))
      ORDER BY created_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED`;
    const id = rows[0]?.id;
    if (!id) return null;
    return tx.job.update({
      where: { id },
      data: {
        status: 'running',
        leaseUntil: new Date(Date.now() + leaseMs),
        attempts: { increment: 1 },
      },
    });
  });
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { prisma } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 2_000;
  const maintenanceMs = options.maintenanceMs ?? 10 * 60_000;
  const handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]));
  const log = options.log ?? (() => {});
  const instanceId = randomUUID();
  let stopping = false;
  let active: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let lastMaintenance = 0;

  async function runJob(job: Job) {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    const run: JobRun = {
      job,
      prisma,
      get stopping() {
        return stopping;
      },
      leaseMs,
      async step(from, to, work) {
        await prisma.$transaction(
          async (tx) => {
            const moved = await tx.job.updateMany({
              where: { id: job.id, current: from, status: 'running' },
              data: { current: to, leaseUntil: new Date(Date.now() + leaseMs) },
            });
            if (moved.count !== 1) throw new LostClaimError();
            const outcome = await work(tx);
            if (outcome.details !== undefined || outcome.result !== undefined) {
              // updateMany: update() would send the whole row back, payload included.
              await tx.job.updateMany({
                where: { id: job.id },
                data: {
                  ...(outcome.details !== undefined ? { details: outcome.details } : {}),
                  ...(outcome.result !== undefined ? { result: outcome.result } : {}),
                },
              });
            }
          },
          { timeout: 60_000, maxWait: 30_000 },
        );
        job.current = to;
      },
    };
    try {
      await handler.run(run);
      if (stopping && job.current < job.end) return;
      await prisma.job.updateMany({
        where: { id: job.id, status: 'running' },
        data: { status: 'succeeded', finishedAt: new Date(), leaseUntil: null },
      });
    } catch (error) {
      if (error instanceof LostClaimError) {
        log('warn', 'job taken over by another instance', { job: job.id });
        return;
      }
      if (stopping) return;
      log('error', 'job failed', { job: job.id, kind: job.kind, message: String((error as Error)?.message) });
      await prisma.job.updateMany({
        where: { id: job.id, status: 'running' },
        data: {
          status: 'failed',
          error: String((error as Error)?.message ?? error).slice(0, 2000),
          finishedAt: new Date(),
          leaseUntil: null,
        },
      });
    }
  }

  async function loop() {
    do {
      again = false;
      if (Date.now() - lastMaintenance > maintenanceMs) {
        lastMaintenance = Date.now();
        for (const chore of options.maintenance ?? []) {
          await chore().catch((error: unknown) =>
            log('warn', 'maintenance failed', { message: String((error as Error)?.message) }),
          );
        }
      }
      for (;;) {
        if (stopping) return;
        const job = await claimJob(prisma, [...handlers.keys()], leaseMs);
        if (!job) break;
        await runJob(job);
      }
    } while (again && !stopping);
  }

  function tick(): Promise<void> {
    if (active) {
      again = true;
      return active;
    }
    active = loop()
      .catch((error: unknown) => {
        // The database is unreachable (or closed at shutdown): try again at the next poll.
        if (!stopping) log('warn', 'job polling failed', { message: String((error as Error)?.message) });
      })
      .finally(() => {
        active = null;
      });
    return active;
  }

  function schedule() {
    if (stopping) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, pollMs);
    timer.unref();
  }
  schedule();
  void tick();

  return {
    instanceId,
    kick() {
      void tick();
    },
    async drain() {
      await tick();
      while (active) await active;
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await active;
    },
  };
}
