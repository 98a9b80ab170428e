import { type Job, type Prisma, type PrismaClient } from '@backoffice/db';

/*
 * What a service hands the job runner: a handler of one kind of job, or a periodic chore. The runner
 * registers them (jobs/index.ts); services never import the runner.
 */

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
  /**
   * Jobs of this kind run up to this many at once, in a lane of their own, so that slow ones (an
   * endpoint that takes its 10 s to fail) never hold up the others. Without it, the kind shares the
   * runner's common lane, one job at a time.
   */
  concurrency?: number;
}

/** Thrown by a handler to put its job back to pending, claimed again no sooner than `delayMs` from now. */
export class RetryJobLaterError extends Error {
  constructor(
    readonly delayMs: number,
    message: string,
  ) {
    super(message);
  }
}

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
