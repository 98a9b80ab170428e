import { createHash } from 'node:crypto';

import { type Prisma, type PrismaClient } from '@backoffice/db';

import { type JobHandler } from './runner';

/**
 * A chore that runs every `everyMs` on one server instance, whichever: its one row in `jobs`
 * (id derived from its kind) is armed again by any instance's maintenance once the last run finished
 * before the current slot began, and then claimed like any job (SKIP LOCKED, lease, resumed by another
 * instance if its claimer dies). So several instances arm it together, and it still runs once a slot.
 * `run` must be safe to run again after a crash halfway.
 */
export interface PeriodicJob {
  kind: string;
  everyMs: number;
  /** Does the chore; its answer becomes the row's `result` (the last run's counts). */
  run(now: Date): Promise<Prisma.InputJsonValue>;
}

/** How often each instance arms the periodic jobs that are due: the shortest period worth having. */
export const PERIODIC_JOB_TICK_MS = 60_000;

/** The fixed row id of a periodic kind: a UUID made from a hash of the kind. */
export function periodicJobId(kind: string): string {
  const hex = createHash('sha256').update(`periodic-job:${kind}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Arms every periodic job whose slot has come: creates its row, or sets a finished one pending again. */
export async function armDuePeriodicJobs(
  prisma: PrismaClient,
  jobs: readonly PeriodicJob[],
  now = new Date(),
): Promise<void> {
  for (const job of jobs) {
    const slotStart = new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs);
    await prisma.$executeRaw`
      INSERT INTO jobs (id, kind, status, current, "end", updated_at)
      VALUES (${periodicJobId(job.kind)}::uuid, ${job.kind}, 'pending', 0, 1, now())
      ON CONFLICT (id) DO UPDATE
        SET status = 'pending', current = 0, error = NULL, finished_at = NULL, lease_until = NULL,
            updated_at = now()
        WHERE jobs.status IN ('succeeded', 'failed') AND jobs.finished_at < ${slotStart}`;
  }
}

/** The job runner's handler of a periodic job: the chore, then its one step with the result. */
export function periodicJobHandler(job: PeriodicJob): JobHandler {
  return {
    kind: job.kind,
    async run(run) {
      const result = await job.run(new Date());
      await run.step(0, 1, () => Promise.resolve({ result }));
    },
  };
}
