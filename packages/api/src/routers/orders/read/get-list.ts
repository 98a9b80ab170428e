import { TRPCError } from '@trpc/server';

import { orderListQuerySchema, type OrderListQuery } from '@backoffice/shared';

import { type Context } from '../../../context';
import { translateIssues } from '../../../errors';
import { rejectUnsafeText, staffProcedure } from '../../../trpc';
import { type OrderListRow, readOrderListPage, streamOrderList } from '../../../services/orders/list-sql';
import { getOrderListOutput } from '../../../services/orders/shapes';

/**
 * Over tRPC the whole range is answered in one piece, so it is bounded; the REST call streams any
 * range (see `streamOrderListOverRest`).
 */
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
  .query(async ({ ctx, input }) =>
    input.paging
      ? readOrderListPage(ctx.prisma, input, input.paging)
      : { data: await collectWholeRange(ctx, input) },
  );

/**
 * The REST variant of `getList` without paging: the same input rules, then the rows batch by batch
 * as the database gives them, for the REST layer to write as they come. The caller has checked the
 * procedure's policy. Answers null for a paged call, which the procedure itself answers.
 */
export async function streamOrderListOverRest(
  ctx: Context,
  rawInput: unknown,
): Promise<AsyncIterable<readonly unknown[]> | null> {
  // A paged call is the procedure's, which validates it itself: no second parse here.
  const raw = (rawInput ?? {}) as Record<string, unknown>;
  if (raw.page !== undefined || raw.pageSize !== undefined) return null;
  await rejectUnsafeText(() => Promise.resolve(rawInput));
  const parsed = orderListQuerySchema.safeParse(rawInput);
  if (!parsed.success) {
    translateIssues(parsed.error);
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Input validation failed', cause: parsed.error });
  }
  return streamOrderList(ctx.prisma, parsed.data);
}
