import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import { givingWay, type Job, type PrismaClient } from '@backoffice/db';

import { type JobHandler, type JobRun, RetryJobLaterError, type StepResult } from '../services/job-contract';

export { type JobHandler, type JobRun, RetryJobLaterError, type StepResult };

/*
 * Background jobs are rows of jobs. Any server instance polls for work and claims one row
 * with FOR UPDATE SKIP LOCKED, so two instances never take the same job. A claim is a lease: the
 * claimer renews it each time it commits a step, and a job whose lease ran out (its instance died
 * or restarted) is claimed again and continues from `current`. Each step moves `current` forward in
 * the same transaction as its writes, guarded by the `current` it started from, so a step is done
 * exactly once however often the job is resumed.
 */

/** 'preparing': its input is still being written; no runner claims it until it is pending. */
export type JobStatus = 'preparing' | 'pending' | 'running' | 'succeeded' | 'failed';

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
  /**
   * Run first at every look for work (a poll, a kick): they turn rows written elsewhere (the outbox's
   * events) into jobs, and answer whether they did, so the runner looks again at once.
   */
  sources?: Array<() => Promise<boolean>>;
  /** Periodic chores (e.g. deleting expired export files), run about every maintenanceMs. */
  maintenance?: Array<() => Promise<unknown>>;
  maintenanceMs?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>) => void;
}

export interface JobRunner {
  readonly instanceId: string;
  /** Looks for work now (after creating a job) instead of at the next poll. */
  kick(): void;
  /**
   * Runs the sources now (after a write that may have written events); the lanes start only if a
   * source found work, so a write that wrote none costs one indexed query.
   */
  feed(): void;
  /** Claims and runs jobs until none is left; resolves when idle. For tests and scripts. */
  drain(): Promise<void>;
  /** Claims nothing more; the jobs running end their current step and are handed back (pending, no lease). */
  stop(): Promise<void>;
}

/** Claims the oldest pending job that is due, or a running one whose lease ran out. */
export async function claimJob(
  prisma: PrismaClient,
  kinds: string[],
  leaseMs: number,
  claimedBy: string | null = null,
): Promise<Job | null> {
  return (await claimJobs(prisma, kinds, leaseMs, 1, claimedBy))[0] ?? null;
}

/**
 * Claims up to `limit` jobs at once, oldest first (see claimJob), in one statement: a lane claims
 * many times a second under load, and an interactive transaction would cost five round trips.
 */
export async function claimJobs(
  prisma: PrismaClient,
  kinds: string[],
  leaseMs: number,
  limit: number,
  claimedBy: string | null = null,
): Promise<Job[]> {
  const claimed = await prisma.$queryRaw<Job[]>`
    UPDATE jobs
    SET status = 'running', lease_until = now() + make_interval(secs => ${leaseMs / 1000}),
        attempts = attempts + 1, updated_at = now(), claimed_by = ${claimedBy}
    WHERE id IN (
      SELECT id FROM jobs
      WHERE kind = ANY(${kinds}::text[])
        AND ((status = 'pending' AND (run_after IS NULL OR run_after <= now()))
          OR (status = 'running' AND (lease_until IS NULL OR lease_until < now())))
      ORDER BY created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, status, current, "end", details, result, error, created_by_id AS "createdById",
      created_at AS "createdAt", updated_at AS "updatedAt", finished_at AS "finishedAt", payload,
      lease_until AS "leaseUntil", attempts, run_after AS "runAfter", claimed_by AS "claimedBy"`;
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A job left 'preparing' this long lost the request that was writing its input (its instance stopped). */
export const ABANDONED_PREPARING_MS = 60 * 60_000;

/** Deletes the jobs whose input was never finished (with their chunks); answers how many. */
export async function purgeAbandonedJobs(prisma: PrismaClient, now: Date): Promise<number> {
  const { count } = await prisma.job.deleteMany({
    where: { status: 'preparing', createdAt: { lt: new Date(now.getTime() - ABANDONED_PREPARING_MS) } },
  });
  return count;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { prisma } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 2_000;
  const maintenanceMs = options.maintenanceMs ?? 10 * 60_000;
  const handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]));
  // The common lane (one job at a time) and one lane per kind that asks for its own concurrency.
  const lanes = [
    {
      kinds: options.handlers.filter((handler) => !handler.concurrency).map((handler) => handler.kind),
      size: 1,
    },
    ...options.handlers.flatMap((handler) =>
      handler.concurrency ? [{ kinds: [handler.kind], size: handler.concurrency }] : [],
    ),
  ].filter((lane) => lane.kinds.length > 0);
  const log = options.log ?? (() => {});
  // Readable in the jobs table (which host and process runs an import), unique per runner.
  const instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let lastMaintenance = 0;

  async function runJob(job: Job) {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    let finishedByStep = false;
    const giveWay = givingWay(prisma);
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
            // The last step also marks the job done, so a one-step job costs no statement more.
            const done = to === job.end;
            const moved = await tx.job.updateMany({
              where: { id: job.id, current: from, status: 'running', claimedBy: instanceId },
              data: done
                ? { current: to, status: 'succeeded', finishedAt: new Date(), leaseUntil: null }
                : { current: to, leaseUntil: new Date(Date.now() + leaseMs) },
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
        finishedByStep = to === job.end;
        if (!finishedByStep) {
          await giveWay();
        }
      },
    };
    /** Stopping mid-way: the job goes back to pending at once, so another instance resumes it now, not after the lease. */
    const handBack = () =>
      prisma.job.updateMany({
        where: { id: job.id, status: 'running', current: job.current, claimedBy: instanceId },
        data: { status: 'pending', leaseUntil: null },
      });
    try {
      await handler.run(run);
      if (finishedByStep) return;
      if (stopping && job.current < job.end) {
        await handBack();
        return;
      }
      await prisma.job.updateMany({
        where: { id: job.id, status: 'running', claimedBy: instanceId },
        data: { status: 'succeeded', finishedAt: new Date(), leaseUntil: null },
      });
    } catch (error) {
      if (error instanceof LostClaimError) {
        log('warn', 'job taken over by another instance', { job: job.id });
        return;
      }
      if (error instanceof RetryJobLaterError) {
        await prisma.job.updateMany({
          where: { id: job.id, status: 'running', claimedBy: instanceId },
          data: {
            status: 'pending',
            runAfter: new Date(Date.now() + error.delayMs),
            error: error.message.slice(0, 2000),
            leaseUntil: null,
          },
        });
        return;
      }
      if (stopping) {
        await handBack();
        return;
      }
      log('error', 'job failed', { job: job.id, kind: job.kind, message: String((error as Error)?.message) });
      await prisma.job.updateMany({
        where: { id: job.id, status: 'running', claimedBy: instanceId },
        data: {
          status: 'failed',
          error: String((error as Error)?.message ?? error).slice(0, 2000),
          finishedAt: new Date(),
          leaseUntil: null,
        },
      });
    }
  }

  /** Claims as many jobs as the lane has room for and runs them together, until none is left. */
  async function runLane(lane: { kinds: string[]; size: number }) {
    const running = new Set<Promise<void>>();
    try {
      for (;;) {
        if (stopping) break;
        const room = lane.size - running.size;
        const claimed = room > 0 ? await claimJobs(prisma, lane.kinds, leaseMs, room, instanceId) : [];
        for (const job of claimed) {
          const done: Promise<void> = runJob(job)
            .catch((error: unknown) => {
              // Its outcome could not be written (the database went away): the lease runs out and it is claimed again.
              log('warn', 'job outcome not recorded', {
                job: job.id,
                message: String((error as Error)?.message),
              });
            })
            .finally(() => running.delete(done));
          running.add(done);
        }
        if (running.size === 0) break;
        if (claimed.length === 0 || running.size >= lane.size) await Promise.race(running);
      }
    } finally {
      await Promise.all(running);
    }
  }

  /**
   * A unit of work that never runs twice at once: asked again while it runs, it runs once more after,
   * so a kick during a pass is never lost. A database outage (or its closing at shutdown) only
   * ends the pass; the next poll tries again.
   */
  function coalesced(work: () => Promise<void>) {
    let active: Promise<void> | null = null;
    let again = false;
    const pass = async () => {
      do {
        again = false;
        await work();
      } while (again && !stopping);
    };
    return {
      get active() {
        return active;
      },
      run(): Promise<void> {
        if (active) {
          again = true;
          return active;
        }
        active = pass()
          .catch((error: unknown) => {
            if (!stopping) log('warn', 'job polling failed', { message: String((error as Error)?.message) });
          })
          .finally(() => {
            active = null;
          });
        return active;
      },
    };
  }

  const laneUnits = lanes.map((lane) => coalesced(() => runLane(lane)));
  // Chores and sources apart from the lanes: a long store import must not hold up the outbox.
  const feedUnit = coalesced(async () => {
    if (Date.now() - lastMaintenance > maintenanceMs) {
      lastMaintenance = Date.now();
      for (const chore of options.maintenance ?? []) {
        await chore().catch((error: unknown) =>
          log('warn', 'maintenance failed', { message: String((error as Error)?.message) }),
        );
      }
    }
    // A source answers true while it found work: it is asked again until it has none left.
    for (const source of options.sources ?? []) {
      while (!stopping && (await source())) for (const unit of laneUnits) void unit.run();
    }
  });
  const units = [feedUnit, ...laneUnits];
  const dueJobCount = () =>
    prisma.job.count({
      where: {
        kind: { in: [...handlers.keys()] },
        status: 'pending',
        OR: [{ runAfter: null }, { runAfter: { lte: new Date() } }],
      },
    });
  const activePasses = () => units.flatMap((unit) => (unit.active ? [unit.active] : []));

  function tick(): Promise<void> {
    return Promise.all(units.map((unit) => unit.run())).then(() => undefined);
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
    feed() {
      void feedUnit.run();
    },
    async drain() {
      // A job may queue another for a lane that has already gone idle (a reset request its email):
      // passes are run again until no job of these kinds is due.
      do {
        await tick();
        // A unit that fed work to the lanes started them again: wait until every unit is idle.
        for (let busy = activePasses(); busy.length > 0; busy = activePasses()) await Promise.all(busy);
      } while (!stopping && (await dueJobCount()) > 0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await Promise.all(activePasses());
    },
  };
}
