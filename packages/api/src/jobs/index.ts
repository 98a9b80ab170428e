import { type ApiServices } from '../context';
import { orderBssSendHandler } from '../routers/orders/intake/bss-send';
import { deleteExpiredReportFiles } from '../routers/reports/generate';
import { storeImportHandler } from '../routers/stores/import/service';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './runner';

export {
  claimJob,
  createJobRunner,
  LostClaimError,
  type JobHandler,
  type JobRun,
  type JobRunner,
  type JobRunnerOptions,
} from './runner';

/**
 * The job runner of a server instance: store imports and new orders' sends to the BSS, plus the
 * deletion of expired report files as a periodic chore. Exports that become background jobs register their handler here.
 */
export function startBackgroundJobs(
  services: ApiServices,
  options: Pick<JobRunnerOptions, 'leaseMs' | 'pollMs' | 'log'> = {},
): JobRunner {
  return createJobRunner({
    prisma: services.prisma,
    handlers: [storeImportHandler, orderBssSendHandler(services)],
    maintenance: [() => deleteExpiredReportFiles(services.prisma, services.storage)],
    ...options,
  });
}
