import { get } from './get';
import { getHistory, getRefundHistory } from './get-history';
import { getList } from './get-list';

/** The order reads of the contract: the queue, the detail and its histories. */
export const orderReadProcedures = { getList, get, getHistory, getRefundHistory };
