import { againCreateOrderBss } from './again-create-order-bss';
import { outsideServices } from './outside-services';
import { refreshStatuses } from './refresh-statuses';
import { refund } from './refund';

/**
 * Calls that reach the billing system or the payment provider: refunds, resends, status refresh, and
 * whether either is paused.
 */
export const orderBillingProcedures = { refund, againCreateOrderBss, refreshStatuses, outsideServices };
