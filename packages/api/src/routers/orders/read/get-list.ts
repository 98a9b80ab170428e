import { TRPCError } from '@trpc/server';

import { orderListQuerySchema, type OrderListQuery } from '@backoffice/shared';

import { type Context } from '../../../context';
import { staffProcedure } from '../../../trpc';
import { type OrderListRow, readOrderListPage, streamOrderList } from '../../../services/orders/list-sql';
import { readAhead } from '../../../services/read-ahead';
import { getOrderListOutput } from '../../../services/orders/shapes';

/** Over tRPC the whole range is answered in one piece, so it is bounded; the REST call streams any range. */
export const ORDER_LIST_UNPAGED_MAX_ROWS = 5_000;

async function collectWholeRange(ctx: Context, query: OrderListQuery): Promise<OrderListRow[]> {
  const rows: OrderListRow[] = [];
  for await (const batch of streamOrderList(ctx.prisma, query)) {
    rows.push(...batch);
    if (rows.length > ORDER_LIST_UNPAGED_MAX_ROWS) {
      throw new TRPCError({
        code: 'PAYLOAD_TOO_LARGE',
        message: `The range holds more than ${ORDER_LIST_UNPAGED_MAX_ROWS} SIMs: ask for pages (page, pageSize) or use the REST call, which streams`,
      });
    }
  }
  return rows;
}

/**
 * The order queue, one row per SIM. With page or pageSize: one page and the total, filtered,
 * searched and sorted by the database. Without: every row of the range (streamed over REST).
 */
export const getList = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/orders/get-list',
      tags: ['orders'],
      summary: 'Order list, one row per SIM',
      description:
        'startDate and endDate are Europe/Rome wall times YYYY-MM-DD HH:mm:ss (default: the start of the day ' +
        'a week ago to the end of today). With page or pageSize the answer is one page and `total`; without, ' +
        'every row of the range, streamed.',
    },
  })
  .input(orderListQuerySchema)
  .output(getOrderListOutput)
  .query(async ({ ctx, input }) => {
    if (input.paging) return readOrderListPage(ctx.prisma, input, input.paging);
    if (ctx.restStream) {
      // Over REST the rows are written batch by batch as the database (the replica, if any) gives them;
      // the first batch is read here, so a database that does not answer is an error answer, not a cut body.
      ctx.restStream.rows = await readAhead(streamOrderList(ctx.reads, input));
      return { data: [] };
    }
    return { data: await collectWholeRange(ctx, input) };
  });
