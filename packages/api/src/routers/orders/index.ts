import { router } from '../../trpc';
import { getDonorOperators } from './get-donor-operators';
import { getNewOrdersLength } from './get-new-orders-length';

export const ordersRouter = router({ getNewOrdersLength, getDonorOperators });
