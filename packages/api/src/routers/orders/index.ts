import { router } from '../../trpc';
import { orderActionProcedures } from './actions';
import { orderBillingProcedures } from './billing';
import { orderDeskProcedures } from './desk';
import { getDonorOperators } from './get-donor-operators';
import { getNewOrdersLength } from './get-new-orders-length';
import { orderIntakeProcedures } from './intake';
import { orderReadProcedures } from './read';

export const ordersRouter = router({
  getNewOrdersLength,
  getDonorOperators,
  ...orderReadProcedures,
  ...orderActionProcedures,
  ...orderBillingProcedures,
  ...orderIntakeProcedures,
  ...orderDeskProcedures,
});
