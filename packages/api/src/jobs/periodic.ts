import { createHash } from 'node:crypto';

import { type PrismaClient } from '@backoffice/db';

import { type JobHandler, type PeriodicJob } from '../services/job-contract';

export { type PeriodicJob };

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
