import type { AppRouter } from '@backoffice/api';
import type { inferRouterOutputs } from '@trpc/server';

type Orders = inferRouterOutputs<AppRouter>['orders'];

/** One row of the queue: one SIM of an order. */
export type OrderListRow = Orders['getList']['data'][number];
export type OrderDetail = Orders['get']['data'];
export type OrderProduct = OrderDetail['product_data'][number];
export type OrderHistoryRow = Orders['getHistory']['data'][number];
export type RefundHistoryRow = Orders['getRefundHistory']['data'][number];
/** An email sent for the order (issue 20), shown in its timeline. */
export type OrderEmailRow = inferRouterOutputs<AppRouter>['channels']['emails']['ofOrder']['data'][number];
export type DonorOperator = Orders['getDonorOperators']['data'][number];
/** One row of the desk's queue: a list row with its order's version and tracking code. */
export type OrderDeskRow = Orders['deskList']['data'][number];
export type OrderDeskChanges = Orders['deskChanges'];
export type BulkMoveOutcome = Orders['bulkMove']['outcomes'][number];
export type CancelOrderOutcome = Orders['cancelOrder'];
