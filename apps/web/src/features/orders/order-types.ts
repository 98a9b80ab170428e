import type { AppRouter } from '@backoffice/api';
import type { inferRouterOutputs } from '@trpc/server';

type Orders = inferRouterOutputs<AppRouter>['orders'];

/** One row of the queue: one SIM of an order. */
export type OrderListRow = Orders['getList']['data'][number];
export type OrderDetail = Orders['get']['data'];
export type OrderProduct = OrderDetail['product_data'][number];
export type OrderHistoryRow = Orders['getHistory']['data'][number];
export type RefundHistoryRow = Orders['getRefundHistory']['data'][number];
export type DonorOperator = Orders['getDonorOperators']['data'][number];
