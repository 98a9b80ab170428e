import { type ApiServices } from '../../context';
import { type PeriodicJob } from '../job-contract';
import { purgeExpiredIntakeKeys } from './intake-keys';
import { sendPendingBssCancels } from './bss-cancel';
import { reconcilePendingRefunds } from './refunds';

export const ORDER_REFUND_RECONCILE_KIND = 'order-refund-reconcile';
export const ORDER_BSS_CANCEL_KIND = 'order-bss-cancel';
export const ORDER_INTAKE_PURGE_KIND = 'order-intake-purge';

/**
 * The orders' periodic jobs (docs/decisions.md): settle refunds whose outcome is unknown, send the
 * BSS cancellations still pending, purge expired intake keys.
 */
export function orderPeriodicJobs(services: Pick<ApiServices, 'prisma' | 'config'>): PeriodicJob[] {
  return [
    {
      kind: ORDER_REFUND_RECONCILE_KIND,
      everyMs: 60_000,
      run: async (now) => ({ ...(await reconcilePendingRefunds(services, now)) }),
    },
    {
      kind: ORDER_BSS_CANCEL_KIND,
      everyMs: 60_000,
      run: async () => ({ ...(await sendPendingBssCancels(services)) }),
    },
    {
      kind: ORDER_INTAKE_PURGE_KIND,
      everyMs: 3600_000,
      run: async (now) => ({ purged: await purgeExpiredIntakeKeys(services.prisma, now) }),
    },
  ];
}
