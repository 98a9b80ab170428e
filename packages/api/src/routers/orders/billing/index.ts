import { againCreateOrderBss } from './again-create-order-bss';
import { outsideServices } from './outside-services';
import { allowUnpaidService, confirmPayment } from './payment';
import { refreshStatuses } from './refresh-statuses';
import { refund } from './refund';

/**
 * Calls that reach the billing system or the payment provider: payments, refunds, resends, status
 * refresh, whether either is paused, and the permission to serve an unpaid order.
 */
export const orderBillingProcedures = {
  confirmPayment,
  allowUnpaidService,
  refund,
  againCreateOrderBss,
  refreshStatuses,
  outsideServices,
};
