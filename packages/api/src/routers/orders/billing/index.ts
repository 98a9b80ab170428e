import { againCreateOrderBss } from './again-create-order-bss';
import { refreshStatuses } from './refresh-statuses';
import { refund } from './refund';

/** Calls that reach the billing system or the payment provider: refunds, resends, status refresh. */
export const orderBillingProcedures = { refund, againCreateOrderBss, refreshStatuses };
