import { purgeExpensiveCalls } from '../auth/call-limits';
import { type ApiServices } from '../context';
import { orderBssSendHandler } from '../services/orders/bss-send-job';
import { deleteExpiredReportFiles } from '../services/reports/files';
import { storeImportHandler } from '../services/stores/import';
import { orderPeriodicJobs } from '../services/orders/periodic-jobs';
import { dueSchedulesSource } from '../services/versions/schedules';
import { dispatchOutboxEvents } from '../services/events/dispatch';
import { emailSendHandler } from '../services/email/send-job';
import { passwordResetRequestHandler } from '../services/password-reset';
import { webhookDeliveryHandler } from '../services/webhooks/delivery-job';
import {
  forgetExpiredPersonalDataExports,
  personalDataExportHandler,
} from '../services/personal-data/export';
import { applyRetention } from '../services/personal-data/retention';
import { personalDataErasureHandler } from '../services/personal-data/erasure';
import { armDuePeriodicJobs, PERIODIC_JOB_TICK_MS, type PeriodicJob, periodicJobHandler } from './periodic';
import { createJobRunner, type JobRunner, type JobRunnerOptions, purgeAbandonedJobs } from './runner';
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
  purgeAbandonedJobs,
  LostClaimError,
  RetryJobLaterError,
  type JobHandler,
  type JobRun,
  type JobRunner,
  type JobRunnerOptions,
} from './runner';

/** Periodic chores of the whole deployment besides the orders': each runs on one instance a slot. */
export const REPORT_FILE_EXPIRY_KIND = 'report-file-expiry';
export const EXPENSIVE_CALL_PURGE_KIND = 'expensive-call-purge';
export const ABANDONED_JOB_PURGE_KIND = 'abandoned-job-purge';
export const PERSONAL_DATA_EXPORT_EXPIRY_KIND = 'personal-data-export-expiry';
export const PERSONAL_DATA_RETENTION_KIND = 'personal-data-retention';

function platformPeriodicJobs(services: ApiServices): PeriodicJob[] {
  return [
    {
      kind: REPORT_FILE_EXPIRY_KIND,
      everyMs: 10 * 60_000,
      run: async (now) => ({
        deleted: await deleteExpiredReportFiles(services.prisma, services.storage, now),
      }),
    },
    {
      kind: EXPENSIVE_CALL_PURGE_KIND,
      everyMs: 10 * 60_000,
      run: async (now) => ({ purged: await purgeExpensiveCalls(services.prisma, now.getTime()) }),
    },
    {
      kind: ABANDONED_JOB_PURGE_KIND,
      everyMs: 10 * 60_000,
      run: async (now) => ({ deleted: await purgeAbandonedJobs(services.prisma, now) }),
    },
    {
      kind: PERSONAL_DATA_EXPORT_EXPIRY_KIND,
      everyMs: 10 * 60_000,
      run: async (now) => ({ forgotten: await forgetExpiredPersonalDataExports(services.prisma, now) }),
    },
    {
      kind: PERSONAL_DATA_RETENTION_KIND,
      everyMs: 24 * 3600_000,
      run: async (now) => ({ ...(await applyRetention(services.prisma, services.storage, now)) }),
    },
  ];
}

/**
 * The job runner of a server instance: store imports, new orders' sends to the BSS, the outbox's
 * events fanned out to webhook deliveries and emails (services/events/dispatch.ts), and the periodic
 * jobs (jobs/periodic.ts): the orders' chores, the expiry of report files and the purge of
 * expensive-call records, each run once a period by one instance whatever their number. The only
 * work every instance does on its own is arming those (one idempotent statement each).
 */
export function startBackgroundJobs(
  services: ApiServices,
  options: Pick<JobRunnerOptions, 'leaseMs' | 'pollMs' | 'log'> = {},
): JobRunner {
  const periodic = [...orderPeriodicJobs(services), ...platformPeriodicJobs(services)];
  return createJobRunner({
    prisma: services.prisma,
    handlers: [
      storeImportHandler(services.config),
      orderBssSendHandler(services),
      webhookDeliveryHandler(services.config),
      emailSendHandler(services),
      passwordResetRequestHandler(services.config),
      personalDataExportHandler,
      personalDataErasureHandler(services.storage),
      ...periodic.map(periodicJobHandler),
    ],
    // Due schedules first: the events their changes write go out in the same pass.
    sources: [dueSchedulesSource(services), () => dispatchOutboxEvents(services.prisma)],
    maintenance: [() => armDuePeriodicJobs(services.prisma, periodic)],
    maintenanceMs: PERIODIC_JOB_TICK_MS,
    ...options,
  });
}
