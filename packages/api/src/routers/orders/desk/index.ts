import {
  cancelOrderSchema,
  orderBulkMoveSchema,
  orderCommentSchema,
  orderDeskChangesSchema,
  orderDeskQuerySchema,
  orderPresenceSchema,
  orderUuidInputSchema,
  PAGE_SIZE,
} from '@backoffice/shared';

import {
  addOrderComment,
  bulkMoveOrderStatus,
  cancelOrderWithRefund,
  customerOrders,
  reportOrderViewer,
} from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { readOrderDeskChanges, readOrderDeskPage } from '../../../services/orders/list-sql';

/**
 * The order desk's own calls (tRPC only): the queue searched over all dates with its order count and
 * live changes, bulk moves, comments, presence, the customer's other orders and "Cancel order" with
 * its refund. The REST contract's calls are unchanged.
 */

/** The queue page: its date window open at the ends named in `open_bounds`, always paged. */
const deskList = staffProcedure.input(orderDeskQuerySchema).query(({ ctx, input }) =>
  readOrderDeskPage(ctx.prisma, input.list, input.list.paging ?? { page: 1, pageSize: PAGE_SIZE }, {
    openBounds: input.open_bounds,
  }),
);

/** What moved since the page was read: changed rows, and new orders matching the same query. */
const deskChanges = staffProcedure
  .input(orderDeskChangesSchema)
  .query(({ ctx, input }) =>
    readOrderDeskChanges(
      ctx.prisma,
      input.list,
      { openBounds: input.open_bounds },
      { afterId: input.after_id, shown: input.shown },
    ),
  );

/** Moves each selected order through the transition table, answering per order. */
const bulkMove = staffProcedure.input(orderBulkMoveSchema).mutation(async ({ ctx, input }) => ({
  outcomes: await bulkMoveOrderStatus(ctx, input.order_uuids, input.action),
}));

const addComment = staffProcedure
  .input(orderCommentSchema)
  .mutation(({ ctx, input }) => addOrderComment(ctx, input.order_uuid, input.text));

const presence = staffProcedure
  .input(orderPresenceSchema)
  .mutation(({ ctx, input }) => reportOrderViewer(ctx, input.order_uuid, input.leaving));

const otherOrders = staffProcedure
  .input(orderUuidInputSchema)
  .query(({ ctx, input }) => customerOrders(ctx, input.order_uuid));

const cancelOrder = staffProcedure.input(cancelOrderSchema).mutation(({ ctx, input }) =>
  cancelOrderWithRefund(ctx, {
    orderUuid: input.order_uuid,
    version: input.version,
    refund: input.refund,
    amount: input.amount,
  }),
);

export const orderDeskProcedures = {
  deskList,
  deskChanges,
  bulkMove,
  addComment,
  presence,
  otherOrders,
  cancelOrder,
};
