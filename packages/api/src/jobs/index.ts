import { purgeExpensiveCalls } from '../auth/call-limits';
import { type ApiServices } from '../context';
import { orderBssSendHandler } from '../services/orders/bss-send-job';
import { deleteExpiredReportFiles } from '../services/reports/files';
import { storeImportHandler } from '../services/stores/import';
import { orderPeriodicJobs } from '../services/orders/periodic-jobs';
import { dispatchOutboxEvents } from '../services/events/dispatch';
import { emailSendHandler } from '../services/email/send-job';
import { webhookDeliveryHandler } from '../services/webhooks/delivery-job';
import { armDuePeriodicJobs, PERIODIC_JOB_TICK_MS, periodicJobHandler } from './periodic';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './runner';
export {
  armDuePeriodicJobs,
  PERIODIC_JOB_TICK_MS,
  periodicJobHandler,
  periodicJobId,
  type PeriodicJob,
} from './periodic';

export {
  claimJob,
  createJobRunner,
  LostClaimError,
  RetryJobLaterError,
  type JobHandler,
  type JobRun,
  type JobRunner,
  type JobRunnerOptions,
} from './runner';

/**
 * The job runner of a server instance: store imports, new orders' sends to the BSS, the outbox's
 * events fanned out to webhook deliveries and emails (services/events/dispatch.ts), the periodic
 * jobs (jobs/periodic.ts; run once a period by one instance), plus chores of every instance: the
 * deletion of expired report files and of expensive-call records no limit counts any more. Exports that become background jobs register their handler here.
 */
export function startBackgroundJobs(
  services: ApiServices,
  options: Pick<JobRunnerOptions, 'leaseMs' | 'pollMs' | 'log'> = {},
): JobRunner {
  const periodic = orderPeriodicJobs(services);
  return createJobRunner({
    prisma: services.prisma,
    handlers: [
      storeImportHandler(services.config),
      orderBssSendHandler(services),
      webhookDeliveryHandler(services.config),
      emailSendHandler(services),
      ...periodic.map(periodicJobHandler),
    ],
    sources: [() => dispatchOutboxEvents(services.prisma)],
    maintenance: [
      () => deleteExpiredReportFiles(services.prisma, services.storage),
      () => purgeExpensiveCalls(services.prisma),
      () => armDuePeriodicJobs(services.prisma, periodic),
    ],
    maintenanceMs: PERIODIC_JOB_TICK_MS,
    ...options,
  });
}
